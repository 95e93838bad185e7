import { describe, expect, it } from 'vitest';
import { includesQuery } from './includes-query';

describe('includesQuery', () => {
  it('matches everything for a blank query', () => {
    expect(includesQuery('Ana Sayfa', '')).toBe(true);
    expect(includesQuery('Ana Sayfa', '   ')).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(includesQuery('Examples', ' exam ')).toBe(true);
    expect(includesQuery('Examples', 'AMPLE')).toBe(true);
    expect(includesQuery('Examples', 'home')).toBe(false);
  });

  it('pairs dotted and dotless i as Turkish does', () => {
    expect(includesQuery('İSTANBUL', 'istanbul')).toBe(true);
    expect(includesQuery('istanbul', 'İSTANBUL')).toBe(true);
    expect(includesQuery('ISPARTA', 'ısparta')).toBe(true);
    expect(includesQuery('ısparta', 'ISPARTA')).toBe(true);
    expect(includesQuery('ISPARTA', 'isparta')).toBe(false);
    expect(includesQuery('İSTANBUL', 'ıstanbul')).toBe(false);
  });

  it('handles the other Turkish letters', () => {
    expect(includesQuery('ÇUKURAMBAR ŞUBESİ', 'çukurambar şubesi')).toBe(true);
    expect(includesQuery('Ümitköy Güneş', 'ÜMİTKÖY GÜNEŞ')).toBe(true);
  });
});
