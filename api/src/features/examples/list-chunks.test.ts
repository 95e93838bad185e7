import { describe, expect, it } from 'vitest';
import { type ListChunk, listBodyOf, listChunkRows, untouchedChunks } from './list-chunks.ts';

const chunk = (lastSeq: number, rows: number, json: string): ListChunk => ({
  lastSeq: BigInt(lastSeq),
  rows,
  json: Buffer.from(json),
});

describe('the GetAll list in chunks', () => {
  it('makes the body of its chunks, commas between them', () => {
    const chunks = [chunk(2, 2, '{"id":"a"},{"id":"b"}'), chunk(3, 1, '{"id":"ç"}')];
    expect(listBodyOf(chunks).toString()).toBe('{"data":[{"id":"a"},{"id":"b"},{"id":"ç"}]}');
    expect(listBodyOf([]).toString()).toBe('{"data":[]}');
  });

  it('keeps the full chunks wholly below the lowest record a change touched', () => {
    const full = listChunkRows;
    const kept = [chunk(2000, full, 'a'), chunk(4000, full, 'b'), chunk(6000, full, 'c')];
    expect(untouchedChunks(kept, null)).toEqual(kept);
    expect(untouchedChunks(kept, 6001n)).toEqual(kept);
    expect(untouchedChunks(kept, 4001n)).toEqual(kept.slice(0, 2));
    expect(untouchedChunks(kept, 4000n)).toEqual(kept.slice(0, 1));
    expect(untouchedChunks(kept, 1n)).toEqual([]);
    expect(untouchedChunks(kept, 0n)).toEqual([]);
  });

  it('reads a last chunk that is not full again, so that records added after it fill it', () => {
    const kept = [chunk(2000, listChunkRows, 'a'), chunk(2500, 500, 'b')];
    expect(untouchedChunks(kept, 2501n)).toEqual(kept.slice(0, 1));
    expect(untouchedChunks([chunk(10, 10, 'a')], null)).toEqual([]);
  });

  it('keeps no chunk above one a change touched, even one whose records were all deleted', () => {
    // Records 2001 to 4000 deleted: the chunk that held them is gone from a list read since.
    const kept = [chunk(2000, listChunkRows, 'a'), chunk(6000, listChunkRows, 'c')];
    expect(untouchedChunks(kept, 2001n)).toEqual(kept.slice(0, 1));
  });
});
