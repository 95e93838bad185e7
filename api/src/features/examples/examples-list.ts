import type { Database, Queryable } from '../../db/database.ts';
import { type ListChunk, listBodyOf, listChunkRows, untouchedChunks } from './list-chunks.ts';

const revisionSql = 'SELECT value::text AS revision FROM examples_revision';

/** The changes recorded after `$1` (migration 0006): how many, and the lowest seq they touched. */
const changesSinceSql = `
  SELECT count(*)::int AS count, min(lowest_seq)::text AS lowest
  FROM examples_changes WHERE revision > $1`;

/** The records after `$1` in the order of addition, at most `$2`, as JSON objects joined by commas. */
const chunkSql = `
  SELECT max(chunk.seq)::text AS last, count(*)::int AS rows,
    string_agg(row_to_json(item)::text, ',' ORDER BY chunk.seq) AS items
  FROM (SELECT seq, id, field1, field2 FROM examples WHERE seq > $1 ORDER BY seq LIMIT $2) AS chunk,
    LATERAL (SELECT chunk.id::text AS id, chunk.field1, chunk.field2) AS item`;

interface ListState {
  revision: bigint;
  chunks: readonly ListChunk[];
  body: Buffer;
}

/**
 * The list as it stands, in one snapshot: the chunks of `kept` that no change since touched
 * (when every change since is still recorded), and the records above them read anew.
 */
async function readList(db: Database, kept: ListState | undefined): Promise<ListState> {
  const read = await db.transaction(async (tx: Queryable) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await tx.query<{ revision: string }>(revisionSql);
    if (!rows[0]) throw new Error('examples_revision is empty');
    const revision = BigInt(rows[0].revision);
    if (kept?.revision === revision) return kept;
    let chunks: ListChunk[] = [];
    if (kept) {
      const { rows: since } = await tx.query<{ count: number; lowest: string | null }>(changesSinceSql, [
        kept.revision.toString(),
      ]);
      const { count, lowest } = since[0] ?? { count: 0, lowest: null };
      if (BigInt(count) === revision - kept.revision) {
        chunks = untouchedChunks(kept.chunks, lowest === null ? null : BigInt(lowest));
      }
    }
    for (let after = chunks.at(-1)?.lastSeq ?? 0n; ; ) {
      const { rows: read } = await tx.query<{ last: string | null; rows: number; items: string | null }>(
        chunkSql,
        [after.toString(), listChunkRows],
      );
      const { last, rows: count, items } = read[0] ?? { last: null, rows: 0, items: null };
      if (last === null || items === null) break;
      after = BigInt(last);
      chunks.push({ lastSeq: after, rows: count, json: Buffer.from(items) });
    }
    return { revision, chunks };
  });
  return read === kept ? kept : { ...read, body: listBodyOf(read.chunks) };
}

/**
 * Examples/GetAll's answer: every record, in the order of addition (docs/requirements.md §7), for
 * 100,000 records and more, without holding up the site.
 * - One read per revision of the table, kept: every call meanwhile gets the same bytes, and calls
 *   that arrive while it is read wait for that read rather than start their own.
 * - Read in statements of listChunkRows records inside one snapshot, so the event loop serves
 *   the site between any two, and no string of the whole list is ever made: its UTF-8 bytes are
 *   put together once, and every answer is written from them.
 * - A new revision reads only what lies above the lowest record its changes touched (migration
 *   0006): after a Create, the last chunk or two; the chunks below are the kept list's bytes.
 * Reuse is exact: every change bumps examples_revision in its own transaction and notifies
 * `examples_changed` at commit.
 * - On a server, each call reads the revision (one tiny query) and takes the kept answer, or the
 *   one being read, when it is at least as new: instances sharing the server never disagree.
 * - As the sole client of embedded PGlite, every change arrives as a notification before the
 *   writing call returns, so the answer is reused without asking until one arrives.
 */
export async function createExamplesList(db: Database) {
  let changes = 0;
  const soleClient = db.listenAsSoleClient !== undefined;
  await db.listenAsSoleClient?.('examples_changed', () => {
    changes++;
  });
  let kept: (ListState & { changes: number }) | undefined;
  let reading: { changes: number; state: Promise<ListState> } | undefined;

  const startReading = () => {
    const read = { changes, state: readList(db, kept) };
    reading = read;
    read.state.then(
      (state) => {
        if (!kept || state.revision >= kept.revision) kept = { ...state, changes: read.changes };
      },
      () => {},
    );
    void read.state
      .catch(() => {})
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    return read;
  };

  /** Settles once the read in progress has, whatever its outcome. */
  const readingDone = (read: { state: Promise<ListState> }) =>
    read.state.then(
      () => {},
      () => {},
    );

  return {
    /** `{"data":[{ id, field1, field2 }, ...]}` in UTF-8: the same Buffer for every call of a revision. */
    async body(): Promise<Buffer> {
      if (soleClient) {
        // Noted first: a change that lands meanwhile leaves a list read before it outdated.
        const needed = changes;
        for (;;) {
          if (kept && kept.changes >= needed) return kept.body;
          if (!reading) return (await startReading().state).body;
          if (reading.changes >= needed) return (await reading.state).body;
          await readingDone(reading);
        }
      }
      const { rows } = await db.query<{ revision: string }>(revisionSql);
      const needed = BigInt(rows[0]?.revision ?? 0);
      for (;;) {
        if (kept && kept.revision >= needed) return kept.body;
        if (!reading) return (await startReading().state).body;
        // The one being read may be older than this call's revision: then it reads anew after it.
        const state = await reading.state.catch(() => undefined);
        if (state && state.revision >= needed) return state.body;
        await readingDone(reading);
      }
    },
  };
}

export type ExamplesList = Awaited<ReturnType<typeof createExamplesList>>;
