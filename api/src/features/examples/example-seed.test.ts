import { describe, expect, it } from 'vitest';
import { exampleSeedRecords, seededRandom } from './example-seed.ts';

describe('exampleSeedRecords', () => {
  it('gives the same records for the same seed and others for another', () => {
    expect(exampleSeedRecords(50, seededRandom(1))).toEqual(exampleSeedRecords(50, seededRandom(1)));
    expect(exampleSeedRecords(50, seededRandom(1))).not.toEqual(exampleSeedRecords(50, seededRandom(2)));
  });

  it('makes valid, varied fields with the Turkish letters in both cases', () => {
    const { field1, field2 } = exampleSeedRecords(5_000, seededRandom(3));
    expect(field1).toHaveLength(5_000);
    expect(field2).toHaveLength(5_000);
    for (const text of [...field1, ...field2]) {
      expect(text.length).toBeGreaterThanOrEqual(3);
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).toBe(text.trim());
    }
    expect(new Set(field1).size).toBeGreaterThan(4_000);
    const all = [...field1, ...field2].join(' ');
    for (const letter of 'İıŞşĞğÇçÖöÜü') expect(all).toContain(letter);
    expect(all).toContain('I');
  });
});
