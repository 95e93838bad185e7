/**
 * The GetAll list as chunks of records in the order of addition, each the JSON of its records
 * joined by commas, so that a list kept from one revision lends its untouched chunks to the next.
 */

/** Records `(previous chunk's lastSeq, lastSeq]`, at most listChunkRows of them. */
export interface ListChunk {
  lastSeq: bigint;
  rows: number;
  /** `{"id":…,"field1":…,"field2":…},{…}`: the records as JSON objects joined by commas (UTF-8). */
  json: Buffer;
}

/** Records per chunk: a statement of them takes milliseconds on PGlite, and the site is served between two. */
export const listChunkRows = 2000;

const opening = Buffer.from('{"data":[');
const comma = Buffer.from(',');
const closing = Buffer.from(']}');

/** The body of Examples/GetAll made of `chunks`: `{"data":[{ id, field1, field2 }, ...]}` in UTF-8. */
export function listBodyOf(chunks: readonly ListChunk[]): Buffer {
  return Buffer.concat([
    opening,
    ...chunks.flatMap((chunk, index) => (index === 0 ? [chunk.json] : [comma, chunk.json])),
    closing,
  ]);
}

/**
 * The chunks of a kept list that the changes since it left as they were: those wholly below
 * `lowestChangedSeq` (all of them when no change touched a record), less a last chunk that is
 * not full, which is read again with the records added after it so that chunks stay full.
 */
export function untouchedChunks(kept: readonly ListChunk[], lowestChangedSeq: bigint | null): ListChunk[] {
  const below =
    lowestChangedSeq === null ? [...kept] : kept.filter((chunk) => chunk.lastSeq < lowestChangedSeq);
  // A chunk ends below a change only if every chunk before it does: the kept ones are a prefix.
  const prefix = below.filter((chunk, index) => chunk === kept[index]);
  const last = prefix.at(-1);
  return last && last.rows < listChunkRows ? prefix.slice(0, -1) : prefix;
}
