import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.ts';
import { durablePGliteOptions } from './durable-node-fs.ts';

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
 * Embedded PostgreSQL (PGlite) persisted in `dataDir`, each commit on disk before it returns
 * (durable-node-fs.ts); `memory://` keeps it in memory. One instance per process and folder:
 * PGlite is single-user, so a second process must not open the same folder (data-dir-lock.ts).
 */
export async function openPGliteDatabase(dataDir: string): Promise<Database> {
  const pglite = dataDir.startsWith('memory://')
    ? await PGlite.create(dataDir)
    : await PGlite.create(durablePGliteOptions(dataDir));
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
