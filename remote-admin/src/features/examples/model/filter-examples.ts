import { includesQuery } from '@sportif/shared';
import type { Example } from '@sportif/shared/contract';

/** The rows the table's search box leaves: field1 or field2 contains the query (Turkish case rules). */
export function filterExamples(rows: readonly Example[], query: string): readonly Example[] {
  if (query.trim() === '') return rows;
  return rows.filter((row) => includesQuery(row.field1, query) || includesQuery(row.field2, query));
}
