import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type PrerenderedPages,
  prerenderKeyOf,
  prunePrerenderedPages,
  readPrerenderedPages,
  storePrerenderedPages,
} from './prerendered-pages.ts';

const pages = (renderedFrom: PrerenderedPages['renderedFrom']): PrerenderedPages => ({
  renderedFrom,
  renderedAt: '2026-11-26T10:00:00.000Z',
  renderMs: 300,
  pages: [
    {
      path: '/',
      html: '<p>Ana Sayfa</p>',
      modules: [],
      failures: [],
      content: {},
      read: [],
      structuredData: [],
    },
  ],
});

describe('the stored pages of a live state', () => {
  it('are keyed by every live version, so the pages and the runtime config of a state agree', () => {
    expect(prerenderKeyOf({ shell: ['s1', 's0'], 'remote-public': ['p2'], 'remote-media': ['m1'] })).toBe(
      's1.p2.-.m1',
    );
  });

  it('are read back for the same versions only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const state = { shell: ['s1'], 'remote-public': ['p1'] };
    expect(await readPrerenderedPages(root, state)).toBeUndefined();
    await storePrerenderedPages(root, state, pages({ shell: 's1', 'remote-public': 'p1' }));
    expect((await readPrerenderedPages(root, { ...state, shell: ['s1', 's0'] }))?.pages[0]?.path).toBe('/');
    expect(await readPrerenderedPages(root, { ...state, shell: ['s2', 's1'] })).toBeUndefined();
    // Stored again (two releases of the same versions): the same pages, no error.
    await storePrerenderedPages(root, state, pages({ shell: 's1', 'remote-public': 'p1' }));
  });

  it('are keyed by the content revision too, and go when the live state forgets it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const state = { shell: ['s1'], 'remote-public': ['p1'] };
    expect(prerenderKeyOf({ ...state, content: ['c2', 'c1'] })).toBe('s1.p1.-.-.c2');
    await storePrerenderedPages(root, { ...state, content: ['c1'] }, pages({}));
    await storePrerenderedPages(root, { ...state, content: ['c2', 'c1'] }, pages({}));
    expect(await readPrerenderedPages(root, { ...state, content: ['c1'] })).toBeDefined();
    expect(await readPrerenderedPages(root, state)).toBeUndefined();
    await prunePrerenderedPages(
      root,
      () => true,
      (revision) => revision === 'c2',
    );
    expect(await readdir(join(root, 'pages'))).toEqual(['s1.p1.-.-.c2']);
  });

  it('go with the last version they were rendered from', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prerendered-'));
    await storePrerenderedPages(root, { shell: ['s1'], 'remote-public': ['p1'] }, pages({}));
    await storePrerenderedPages(root, { shell: ['s1'], 'remote-public': ['p2'] }, pages({}));
    await prunePrerenderedPages(root, (app, version) => !(app === 'remote-public' && version === 'p1'));
    expect(await readdir(join(root, 'pages'))).toEqual(['s1.p2.-.-']);
  });
});
