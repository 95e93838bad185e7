import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database.ts';
import { seedExamples } from '../src/features/examples/example-seed.ts';
import { listChunkRows } from '../src/features/examples/list-chunks.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

/** Statements that read the records of examples (not its revision, not a write). */
const readsRecords = (sql: string) =>
  /\bFROM examples\b(?!_)/.test(sql) && !/^\s*(INSERT|UPDATE|DELETE)/.test(sql);

let api: TestApi;
let token: string;
let reads: string[] = [];

/** The database with every statement that reads records noted in `reads`. */
function watched(db: Database): Database {
  const watch = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      if (readsRecords(sql)) reads.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...watch(db), transaction: (work) => db.transaction((tx) => work(watch(tx))) };
}

const rows = 2 * listChunkRows + 1;

beforeAll(async () => {
  api = await startTestApi({ instrument: watched });
  token = await api.staffToken();
  await seedExamples(api.db, rows);
}, 120_000);
afterAll(() => api?.close());

const getAll = () => api.post('Examples/GetAll', undefined, { token });

describe(`Examples/GetAll at scale on ${engineName}`, () => {
  it('answers every record in the order of addition, read a bounded number at a time', async () => {
    reads = [];
    const response = await getAll();
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    await expectStored(response.json());
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(rows);
    // Read in statements of listChunkRows records each, plus the one that finds no more.
    expect(reads).toHaveLength(Math.ceil(rows / listChunkRows) + 1);
  });

  it('reads the table once for calls that come together, and after a Create only the records above the last full chunk', async () => {
    await getAll();
    reads = [];
    const together = await Promise.all(Array.from({ length: 10 }, getAll));
    expect(reads).toEqual([]);
    expect(new Set(together.map((response) => response.payload)).size).toBe(1);

    await api.post('Examples/Create', { field1: 'Yeni kayıt', field2: 'eklendi' }, { token });
    const afterCreate = await Promise.all(Array.from({ length: 10 }, getAll));
    // The last chunk, which was not full, with the new record; then the statement that finds no more.
    expect(reads).toHaveLength(2);
    expect(new Set(afterCreate.map((response) => response.payload)).size).toBe(1);
    await expectStored(afterCreate[0]?.json());
  });

  it('reads again from the chunk of the lowest record an update or a delete touched, and stays exact', async () => {
    await getAll();
    const { rows: seqs } = await api.db.query<{ seq: string }>(
      'SELECT seq::text AS seq FROM examples ORDER BY seq',
    );
    const inSecondChunk = seqs[listChunkRows + 10]?.seq;
    reads = [];
    await api.db.query("UPDATE examples SET field2 = 'güncellendi' WHERE seq = $1", [inSecondChunk]);
    await expectStored((await getAll()).json());
    expect(reads).toHaveLength(Math.ceil((seqs.length - listChunkRows) / listChunkRows) + 1);

    reads = [];
    await api.db.query('DELETE FROM examples WHERE seq = $1', [seqs[5]?.seq]);
    await expectStored((await getAll()).json());
    expect(reads).toHaveLength(Math.ceil((seqs.length - 1) / listChunkRows) + 1);
  });
});

/** `answer` is `{ data }` with every stored record, in the order of addition. */
async function expectStored(answer: unknown): Promise<void> {
  const { rows: stored } = await api.db.query<{ id: string; field1: string; field2: string }>(
    'SELECT id::text AS id, field1, field2 FROM examples ORDER BY seq',
  );
  expect(answer).toEqual({ data: stored });
}
