import type { Database } from '../../db/database.ts';

const revisionSql = 'SELECT value::text AS revision FROM examples_revision';

/** The list as the response body, built by PostgreSQL in the same snapshot as its revision. */
const listSql = `
  SELECT value::text AS revision,
    (SELECT coalesce(
       jsonb_agg(jsonb_build_object('id', id::text, 'field1', field1, 'field2', field2) ORDER BY seq),
       '[]'::jsonb
     )::text FROM examples) AS list
  FROM examples_revision`;

/**
 * Examples in PostgreSQL. The GetAll answer is kept serialised in memory and reused while the
 * table is unchanged, which the schema makes exact: every change bumps examples_revision in its
 * own transaction and notifies `examples_changed` at commit.
 * - On a server, each call reads the revision (one tiny query) and reuses the answer only when
 *   it matches, so instances sharing the server never disagree, whoever wrote last.
 * - As the sole client of embedded PGlite, every change arrives as a notification before the
 *   writing call returns, so the answer is reused without asking until one arrives.
 */
export async function createExamplesRepository(db: Database) {
  let changes = 0;
  const soleClient = db.listenAsSoleClient !== undefined;
  await db.listenAsSoleClient?.('examples_changed', () => {
    changes++;
  });
  let cached = { revision: '', changes: -1, body: '' };

  return {
    /** `{"data":[{ id, field1, field2 }, ...]}` in the order the records were added. */
    async listResponseBody(): Promise<string> {
      // Noted before reading: a change that lands meanwhile leaves this entry already outdated.
      const changesBefore = changes;
      if (soleClient) {
        if (cached.changes === changesBefore) return cached.body;
      } else {
        const { rows } = await db.query<{ revision: string }>(revisionSql);
        if (rows[0]?.revision === cached.revision) return cached.body;
      }
      const { rows } = await db.query<{ revision: string; list: string }>(listSql);
      const row = rows[0];
      if (!row) throw new Error('examples_revision is empty');
      cached = { revision: row.revision, changes: changesBefore, body: `{"data":${row.list}}` };
      return cached.body;
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
