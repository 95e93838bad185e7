import * as v from 'valibot';
import { pageOf, pageRequestEntries, searchEntry, searchMaxLength } from './page-request';

/** The columns the Examples screen sorts by: the record's number (order of addition) or a field. */
export const exampleSortFields = ['number', 'field1', 'field2'] as const;
export type ExampleSortField = (typeof exampleSortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const exampleSearchMaxLength = searchMaxLength;

/**
 * The body of `Examples/Query`: the records whose field 1 or field 2 contains `search` (Turkish
 * case rules; blank for all), sorted by `sort` in `direction` (ties by number), `limit` of them
 * from `offset`. Every field is optional.
 */
export const exampleQueryRequestSchema = v.object(
  {
    search: searchEntry,
    sort: v.optional(
      v.picklist(exampleSortFields, 'Sıralama alanı (sort) number, field1 veya field2 olmalıdır.'),
      'number',
    ),
    direction: v.optional(
      v.picklist(sortDirections, 'Sıralama yönü (direction) asc veya desc olmalıdır.'),
      'asc',
    ),
    ...pageRequestEntries,
  },
  'İstek gövdesi geçersiz.',
);
export type ExampleQueryRequest = v.InferOutput<typeof exampleQueryRequestSchema>;

/** An Example with its number: its place in the order of addition, which never changes. */
export const numberedExampleSchema = v.object({
  id: v.string(),
  number: v.number(),
  field1: v.string(),
  field2: v.string(),
});
export type NumberedExample = v.InferOutput<typeof numberedExampleSchema>;

/** What `Examples/Query` answers in `data`: the page's records and how many match in all. */
export const examplesPageSchema = pageOf(numberedExampleSchema);
export type ExamplesPage = v.InferOutput<typeof examplesPageSchema>;
