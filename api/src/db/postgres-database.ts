import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

type PgQueryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function queryable(target: PgQueryable): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/**
 * A PostgreSQL server reached through a pool of connections: its URL, or a pool's settings (the
 * embedded database's socket, shared-database.ts).
 */
export async function openPostgresDatabase(
  connection: string | pg.PoolConfig,
  onIdleError: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool(
    typeof connection === 'string' ? { connectionString: connection, max: 10 } : connection,
  );
  // A connection that dies while idle (server restart) must not crash the process.
  pool.on('error', onIdleError);
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is destroyed rather than reused.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
