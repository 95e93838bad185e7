import { join } from 'node:path';
import { sharedSingletons } from '@sportif/tooling/federation-shared';
import { describe, expect, it, vi } from 'vitest';

// An alias the shell's build sets (react-router's own entry); which module it is does not matter here.
vi.mock('react-router-package', () => ({}));

describe('what the renderer provides to the remotes on the server', () => {
  it('is every share key the shell provides in the browser', async () => {
    const { providedModules } = await import('./provided-modules');
    expect(Object.keys(providedModules()).sort()).toEqual(
      Object.keys(sharedSingletons(join(import.meta.dirname, '../..'), 'host')).sort(),
    );
  });
});
