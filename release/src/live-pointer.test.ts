import { describe, expect, it } from 'vitest';
import { versionsToPrune } from './live-pointer.ts';

describe('versionsToPrune', () => {
  const newestFirst = ['v6', 'v5', 'v4', 'v3', 'v2', 'v1'];

  it('keeps the newest ones', () => {
    expect(versionsToPrune(newestFirst, { shell: ['v6', 'v5'] }, 'shell', 5)).toEqual(['v1']);
    expect(versionsToPrune(newestFirst.slice(0, 3), { shell: ['v6'] }, 'shell', 5)).toEqual([]);
  });

  it('never deletes the live version or its fallback, however old', () => {
    expect(versionsToPrune(newestFirst, { shell: ['v1', 'v2', 'v6'] }, 'shell', 2)).toEqual(['v4', 'v3']);
  });
});
