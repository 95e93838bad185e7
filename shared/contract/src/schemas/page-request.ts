import * as v from 'valibot';

/** Rows a list call answers at most at once, and how many it answers when not told. */
export const pageLimits = { maxLimit: 100, defaultLimit: 50, maxOffset: 2_147_483_647 } as const;

const offsetMessage = 'Başlangıç (offset) 0 veya daha büyük bir tam sayı olmalıdır.';
const limitMessage = `Sayfa boyutu (limit) 1 ile ${pageLimits.maxLimit} arasında bir tam sayı olmalıdır.`;

/** A whole number from `min` to `max`; anything else is refused with `message`. */
function wholeNumber(min: number, max: number, message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/**
 * The paging fields of the list calls (`Examples/Query`, `Messages/Query`): skip `offset` rows,
 * answer at most `limit`. Both optional; a value that is not a whole number in range is refused.
 */
export const pageRequestEntries = {
  offset: v.optional(wholeNumber(0, pageLimits.maxOffset, offsetMessage), 0),
  limit: v.optional(wholeNumber(1, pageLimits.maxLimit, limitMessage), pageLimits.defaultLimit),
};

/** The longest search text of a list call. */
export const searchMaxLength = 200;

/** The `search` of the list calls (`Examples/Query`, `Messages/Query`): text, trimmed, blank for all. */
export const searchEntry = v.optional(
  v.pipe(
    v.string('Arama metni yazı olmalıdır.'),
    v.trim(),
    v.maxLength(searchMaxLength, `Arama metni en fazla ${searchMaxLength} karakter olabilir.`),
  ),
  '',
);

/** A page of a list as the list calls answer it: its rows and how many rows the whole list has. */
export const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ items: v.array(item), total: v.number() });
