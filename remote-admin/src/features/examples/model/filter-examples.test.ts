import type { Example } from '@sportif/shared/contract';
import { describe, expect, it } from 'vitest';
import { filterExamples } from './filter-examples';

const rows: Example[] = [
  { id: '1', field1: 'Işık Spor', field2: 'Ümitköy' },
  { id: '2', field1: 'İnci Yüzme', field2: 'Çukurambar' },
  { id: '3', field1: 'Pilates', field2: 'ISPARTA şubesi' },
];
const ids = (list: readonly Example[]) => list.map((row) => row.id);

describe('filterExamples', () => {
  it('keeps every row for a blank query', () => {
    expect(filterExamples(rows, '')).toBe(rows);
    expect(filterExamples(rows, '   ')).toBe(rows);
  });

  it('searches field1 and field2', () => {
    expect(ids(filterExamples(rows, 'pilates'))).toEqual(['3']);
    expect(ids(filterExamples(rows, 'ÇUKUR'))).toEqual(['2']);
    expect(ids(filterExamples(rows, 'köy'))).toEqual(['1']);
  });

  it('follows Turkish case rules', () => {
    expect(ids(filterExamples(rows, 'ışık'))).toEqual(['1']);
    expect(ids(filterExamples(rows, 'inci'))).toEqual(['2']);
    expect(ids(filterExamples(rows, 'ısparta'))).toEqual(['3']);
    expect(ids(filterExamples(rows, 'isparta'))).toEqual([]);
  });

  it('leaves nothing when nothing matches', () => {
    expect(filterExamples(rows, 'zumba')).toEqual([]);
  });
});
