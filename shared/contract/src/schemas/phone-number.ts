/** What a phone number may be written with: digits, spaces, `+`, parentheses and dashes. */
const phoneCharacters = /^[0-9 +()-]+$/;

/** Digits a phone number has: a Turkish number with its 0 or +90, up to the longest international one. */
export const phoneDigits = { min: 10, max: 15 } as const;

/**
 * Whether `text` can be a phone number: only the characters people write one with, and 10 to 15
 * digits (0312 235 14 07, +90 (312) 235-14-07).
 */
export function isPhoneNumber(text: string): boolean {
  if (!phoneCharacters.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}
