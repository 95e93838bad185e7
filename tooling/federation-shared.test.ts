import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  it('zustand and react-toastify come with @sportif/runtime, which alone imports them (biome.json keeps it so)', () => {
    const shareKeys = Object.keys(sharedSingletons(remoteDir, 'remote'));
    expect(shareKeys).not.toContain('zustand');
    expect(shareKeys).not.toContain('react-toastify/unstyled');
  });
});
