import type { ExampleQueryRequest, ExampleSortField } from '@sportif/contract';
import type { Database } from '../../db/database.ts';
import { likeLiteral } from '../../db/like-literal.ts';
import { createExamplesList } from './examples-list.ts';

/** The ORDER BY of each sort: the stored Turkish sort keys (migration 0002), ties by number. */
const orderBy: Record<ExampleSortField, Record<'asc' | 'desc', string>> = {
  number: { asc: 'seq', desc: 'seq DESC' },
  field1: { asc: 'field1_sort_key, seq', desc: 'field1_sort_key DESC, seq DESC' },
  field2: { asc: 'field2_sort_key, seq', desc: 'field2_sort_key DESC, seq DESC' },
};

/** `text` matched literally by LIKE: its wildcards and the escape character escaped. */

/**
 * The records `where` keeps (all, or a search's matches): how many, and one page of them as JSON,
 * in one statement, so in one snapshot.
 */
const querySql = (where: string, order: string) => `
  SELECT (SELECT count(*) FROM examples ${where})::int AS total,
    (SELECT coalesce(
       json_agg(json_build_object('id', id::text, 'number', seq, 'field1', field1, 'field2', field2) ORDER BY ${order}),
       '[]'::json
     )::text
     FROM (SELECT id, seq, field1, field2, field1_sort_key, field2_sort_key FROM examples ${where}
           ORDER BY ${order} OFFSET $1 LIMIT $2) AS page) AS items`;

/**
 * A search reads the stored folded fields through their trigram index, with the term folded by
 * the same SQL function that folded them. (Finding the matches once for both the count and the
 * page, in a materialised CTE, measured slower on PGlite for all but rare terms.)
 */
const searchWhere = `WHERE field1_folded LIKE '%' || turkish_fold($3) || '%' OR field2_folded LIKE '%' || turkish_fold($3) || '%'`;

/**
 * Whether the trigram index can narrow a search for `term`: it needs three letters or digits in
 * a row (a trigram). Shorter terms leave nothing to look up, and read the stored folded fields in
 * one pass instead.
 */
const hasTrigram = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/** Examples in PostgreSQL; the GetAll answer is examples-list.ts's. */
export async function createExamplesRepository(db: Database) {
  const list = await createExamplesList(db);

  /** `request`'s statement, behind `prefix` (nothing, or an EXPLAIN). */
  function runQuery<Row>(request: ExampleQueryRequest, prefix: string) {
    const order = orderBy[request.sort][request.direction];
    const page = [request.offset, request.limit];
    if (request.search === '') return db.query<Row>(prefix + querySql('', order), page);
    return db.transaction(async (tx) => {
      // The planner prices LIKE on every row far below what it costs (several times more on
      // PGlite) and often prefers a pass over the whole table: a term with a trigram always
      // takes the index.
      if (hasTrigram(request.search)) await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<Row>(prefix + querySql(searchWhere, order), [...page, likeLiteral(request.search)]);
    });
  }

  return {
    /** `{"data":[{ id, field1, field2 }, ...]}` in the order the records were added. */
    listBody: list.body,

    /**
     * `{"data":{"items":[{ id, number, field1, field2 }, ...],"total":n}}`: the page of the
     * records matching the search, and how many match in all.
     */
    async queryResponseBody(request: ExampleQueryRequest): Promise<string> {
      const { rows } = await runQuery<{ total: number; items: string }>(request, '');
      const row = rows[0];
      if (!row) throw new Error('the query answered no row');
      return `{"data":{"items":${row.items},"total":${row.total}}}`;
    },
    /** The plan of `request`'s statement as the query runs it, run and timed (EXPLAIN ANALYZE). */
    async explainQuery(request: ExampleQueryRequest): Promise<string> {
      const { rows } = await runQuery<{ 'QUERY PLAN': string }>(request, 'EXPLAIN (ANALYZE, BUFFERS) ');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    async create(field1: string, field2: string): Promise<void> {
      await db.query('INSERT INTO examples (field1, field2) VALUES ($1, $2)', [field1, field2]);
    },

    /** False when no record has that id. */
    async update(id: string, field1: string, field2: string): Promise<boolean> {
      const { rowCount } = await db.query(
        'UPDATE examples SET field1 = $2, field2 = $3, updated_at = clock_timestamp() WHERE id = $1',
        [id, field1, field2],
      );
      return rowCount === 1;
    },

    /** False when no record has that id. */
    async remove(id: string): Promise<boolean> {
      const { rowCount } = await db.query('DELETE FROM examples WHERE id = $1', [id]);
      return rowCount === 1;
    },
  };
}

export type ExamplesRepository = Awaited<ReturnType<typeof createExamplesRepository>>;
