import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentLiveState } from './released-files.ts';

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
