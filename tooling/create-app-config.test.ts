import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './create-app-config';

const shellDir = join(import.meta.dirname, '../shell');

describe('createAppConfig', () => {
  it("refuses remotes declared in the shell's build: its bundler runtime does not load them", () => {
    expect(() =>
      createAppConfig({
        appDir: shellDir,
        devPort: 3000,
        role: 'host',
        mode: 'production',
        federation: { name: 'shell', remotes: { remote_public: 'remote_public@/remoteEntry.js' } },
      }),
    ).toThrow(/runtime config/);
  });

  it("refuses remotes declared in a production remote's build: it uses the shell's bundler runtime", () => {
    expect(() =>
      createAppConfig({
        appDir: join(import.meta.dirname, '../remote-public'),
        devPort: 3001,
        role: 'remote',
        mode: 'production',
        federation: { name: 'remote_public', remotes: { remote_media: 'remote_media@/remoteEntry.js' } },
      }),
    ).toThrow(/runtime config/);
  });

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
