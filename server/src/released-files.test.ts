import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateSource, currentLiveState, releasedFiles } from './released-files.ts';

describe('currentLiveState', () => {
  it('sees a new state on the very next call after it is renamed into place, and reads it once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-state-'));
    const file = join(dir, 'live.json');
    const read = currentLiveState(file);
    expect(read()).toEqual({});

    writeFileSync(file, JSON.stringify({ shell: ['aaaaaaaaaa'] }));
    const first = read();
    expect(first).toEqual({ shell: ['aaaaaaaaaa'] });
    expect(read()).toBe(first);

    writeFileSync(join(dir, 'next.tmp'), JSON.stringify({ shell: ['bbbbbbbbbb', 'aaaaaaaaaa'] }));
    renameSync(join(dir, 'next.tmp'), file);
    expect(read()).toEqual({ shell: ['bbbbbbbbbb', 'aaaaaaaaaa'] });
  });
});

describe('releasedFiles', () => {
  it("reads how a rendered page starts from the live shell version's page-startup.json, and none from a file that is not one", async () => {
    const store = mkdtempSync(join(tmpdir(), 'released-files-'));
    const startup = {
      script: 'start()',
      entryAttribute: 'data-shell-entry',
      preloadAfterPaintAttribute: 'data-preload-after-paint',
      layoutDeferredAttribute: 'data-layout-deferred',
    };
    for (const [version, content] of [
      ['aaaaaaaaaa', JSON.stringify(startup)],
      ['bbbbbbbbbb', JSON.stringify({ ...startup, script: '"</script>"' })],
    ] as const) {
      mkdirSync(join(store, 'shell', version), { recursive: true });
      writeFileSync(join(store, 'shell', version, 'page-startup.json'), content);
    }
    const liveStateFile = join(store, 'live.json');
    const files = releasedFiles(store, undefined, { live: candidateSource(store, liveStateFile) });
    expect(await files.pageStartup()).toBeUndefined();

    writeFileSync(liveStateFile, JSON.stringify({ shell: ['aaaaaaaaaa'] }));
    expect(await files.pageStartup()).toEqual(startup);
    writeFileSync(liveStateFile, JSON.stringify({ shell: ['bbbbbbbbbb', 'aaaaaaaaaa'] }));
    expect(await files.pageStartup()).toBeUndefined();
  });
});
