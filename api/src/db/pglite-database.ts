import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database.ts';
import { durablePGliteOptions } from './durable-node-fs.ts';
import type { RawProtocolDatabase } from './pglite-socket.ts';

type PGliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

/**
 * Runs `work` once the work queued before it has finished, on a turn of the event loop of its
 * own. PGlite runs each statement synchronously on the main thread, and statements queued inside
 * PGlite follow one another in promise callbacks without giving Node a turn: a flood of sign-in
 * attempts kept the site from answering anything, pages included. Queued here
 * instead, connections and other requests are served between any two statements.
 */
function turnQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = last.then(() => nextTurn()).then(work);
    last = result.catch(() => {});
    return result;
  };
}

function queryable(target: PGliteQueryable, inTurn: <T>(work: () => Promise<T>) => Promise<T>): Queryable {
  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) => inTurn(() => run<Row>(target, sql, params)),
    exec: (sql: string) => inTurn(async () => void (await target.exec(sql))),
  };
}

async function run<Row>(
  target: PGliteQueryable,
  sql: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  // Like node-postgres, a statement without parameters goes over the simple query protocol,
  // which costs PGlite noticeably less than Parse/Bind/Execute (the GetAll revision check).
  const result =
    params.length === 0 ? (await target.exec(sql)).at(-1) : await target.query<Row>(sql, [...params]);
  return { rows: (result?.rows ?? []) as Row[], rowCount: result?.affectedRows ?? 0 };
}

/** The embedded database, which this process alone opens and may offer to others (pglite-socket.ts). */
export interface EmbeddedDatabase extends Database {
  readonly engine: 'pglite';
  /** Its wire protocol, taking turns with this process's own queries. */
  rawProtocol: RawProtocolDatabase;
}

/**
 * Embedded PostgreSQL (PGlite) persisted in `dataDir`, each commit on disk before it returns
 * (durable-node-fs.ts); `memory://` keeps it in memory. One instance per process and folder:
 * PGlite is single-user, so a second process must not open the same folder (data-dir-lock.ts).
 * PGlite ships its contrib extensions apart; pg_trgm (the search indexes) is loaded so the schema
 * can create it.
 */
export async function openPGliteDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const extensions = { pg_trgm };
  const pglite = dataDir.startsWith('memory://')
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ ...durablePGliteOptions(dataDir), extensions });
  const inTurn = turnQueue();
  // Inside a transaction, which holds PGlite, each statement still waits for a turn of its own.
  const nextTurnThen = <T>(work: () => Promise<T>) => nextTurn().then(work);
  return {
    engine: 'pglite',
    ...queryable(pglite, inTurn),
    // PGlite hands notifications to listeners while it reads the committing call's results.
    async listenAsSoleClient(channel, listener) {
      await pglite.listen(channel, listener);
    },
    transaction: (work) => inTurn(() => pglite.transaction((tx) => work(queryable(tx, nextTurnThen)))),
    rawProtocol: {
      inTurn,
      execRaw: (message) => pglite.execProtocolRaw(message),
      rollback: async () => {
        if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      },
    },
    close: () => pglite.close(),
  };
}
