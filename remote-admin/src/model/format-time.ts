/**
 * A time of the API (ISO 8601) as the club reads it, in Türkiye's time: 01.03.2025 12:30:00, as
 * the contact e-mail writes it.
 */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
}
