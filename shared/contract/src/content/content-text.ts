import * as v from 'valibot';

/**
 * The rules every text staff type into the content editors shares, with the Turkish message each
 * shows beside its field. Values are trimmed first, so spaces alone count as empty.
 */

export const requiredMessage = (label: string) => `${label} zorunludur.`;
export const tooLongMessage = (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`;
export const markupMessage = (label: string) => `${label} içinde < ve > karakterleri kullanılamaz.`;

/**
 * Plain text is shown as text, never as markup; `<` and `>` have no place in a class name, an
 * address or a price line, and refusing them keeps script-like input out of the store at all.
 */
export const hasMarkupCharacters = (text: string): boolean => /[<>]/.test(text);

/** A required one-line text of at most `max` characters, without `<` or `>`. */
export const plainText = (label: string, max: number) =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.trim(),
    v.nonEmpty(requiredMessage(label)),
    v.maxLength(max, tooLongMessage(label, max)),
    v.check((text) => !hasMarkupCharacters(text), markupMessage(label)),
  );

/** The same, but may be left empty. */
export const optionalPlainText = (label: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, tooLongMessage(label, max)),
    v.check((text) => !hasMarkupCharacters(text), markupMessage(label)),
  );

/** A time of day as the timetables and the usage hours write it: 24-hour `HH:MM`. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeOfDay = (label: string) =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.trim(),
    v.nonEmpty(requiredMessage(label)),
    v.regex(timeOfDayPattern, `${label} SS:DD biçiminde olmalıdır (ör. 09:30).`),
  );

/** Minutes since midnight of a valid `HH:MM`. */
export const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

export const endsAfterStartMessage = 'Bitiş saati başlangıç saatinden sonra olmalıdır.';
