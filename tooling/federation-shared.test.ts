import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSourceDirs, sourceFilesOf } from './app-sources';
import { consumedFromHost, sharedSingletons } from './federation-shared';

const remoteDir = join(import.meta.dirname, '../remote-public');

describe('consumedFromHost', () => {
  it('keeps every shared module and its version rules, and builds no fallback of its own', () => {
    const shared = sharedSingletons(remoteDir, 'remote');
    const consumed = consumedFromHost(shared);
    expect(Object.keys(consumed)).toEqual(Object.keys(shared));
    for (const [name, config] of Object.entries(consumed)) {
      expect(config).toEqual({ ...shared[name], import: false });
      expect(config.singleton).toBe(true);
    }
  });

  it('refuses shared modules given as a list, which carry no version rules', () => {
    expect(() => consumedFromHost(['react'])).toThrow(/by name/);
  });
});

describe('what is not a share key', () => {
  it('zustand and react-toastify are imported by @sportif/runtime alone, so its one copy is the only one', () => {
    // Every browser package but @sportif/runtime itself.
    const others = browserSourceDirs.filter((dir) => dir !== 'shared/runtime/src');
    const importers = sourceFilesOf(others).filter((file) =>
      /from '(zustand|react-toastify)[/']|import\('(zustand|react-toastify)/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
    const shareKeys = Object.keys(sharedSingletons(remoteDir, 'remote'));
    expect(shareKeys).not.toContain('zustand');
    expect(shareKeys).not.toContain('react-toastify/unstyled');
  });
});
