/** The rows of a statement and how many rows it wrote (INSERT, UPDATE, DELETE). */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** What every repository needs: one parametrised statement at a time ($1, $2, ...). */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one query interface over both engines, embedded PGlite and a PostgreSQL server. Every
 * statement is plain PostgreSQL that runs unchanged on both; results use explicit casts
 * (`::int`, `::text`, `::float8`) so both drivers return the same JavaScript types.
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Only where this process is the database's sole client (embedded PGlite, which one process
   * holds at a time): calls `listener` on every NOTIFY on `channel`, before the call whose commit
   * raised it resolves. A server has other clients and makes no such promise, so it leaves this
   * undefined.
   */
  listenAsSoleClient?: (channel: string, listener: () => void) => Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
