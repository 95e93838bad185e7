import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database.ts';

type PGliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

function queryable(target: PGliteQueryable): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      // Like node-postgres, a statement without parameters goes over the simple query protocol,
      // which costs PGlite noticeably less than Parse/Bind/Execute (the GetAll revision check).
      const result =
        params.length === 0 ? (await target.exec(sql)).at(-1) : await target.query<Row>(sql, [...params]);
      return { rows: (result?.rows ?? []) as Row[], rowCount: result?.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite) persisted in `dataDir`. One instance per process and folder:
 * PGlite is single-user, so a second process must not open the same folder. PGlite ships its
 * contrib extensions apart; pg_trgm (the search indexes) is loaded so the schema can create it.
 */
export async function openPGliteDatabase(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    engine: 'pglite',
    ...queryable(pglite),
    // PGlite hands notifications to listeners while it reads the committing call's results.
    async listenAsSoleClient(channel, listener) {
      await pglite.listen(channel, listener);
    },
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
