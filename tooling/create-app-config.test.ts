import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './create-app-config';

const shellDir = join(import.meta.dirname, '../shell');

describe('createAppConfig', () => {
  it.each([
    ['the shell', shellDir, 'host', 'shell'],
    ['a production remote', join(import.meta.dirname, '../remote-public'), 'remote', 'remote_public'],
  ] as const)(
    "refuses remotes declared in %s's build: its bundler runtime does not load them",
    (_, appDir, role, name) => {
      expect(() =>
        createAppConfig({
          appDir,
          devPort: 3000,
          role,
          mode: 'production',
          federation: { name, remotes: { remote_media: 'remote_media@/remoteEntry.js' } },
        }),
      ).toThrow(/runtime config/);
    },
  );

  it('builds the shell as configured, without build-time remotes', () => {
    const config = createAppConfig({
      appDir: shellDir,
      devPort: 3000,
      role: 'host',
      mode: 'production',
      federation: { name: 'shell' },
    });
    expect(config.output?.uniqueName).toBe('shell');
  });
});
