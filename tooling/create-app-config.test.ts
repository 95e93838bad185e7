import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './create-app-config';

const shellDir = join(import.meta.dirname, '../shell');
const remoteMediaDir = join(import.meta.dirname, '../remote-media');

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

  it.each([
    ['the shell', shellDir, 'host', 'shell', /^shell$/],
    ['a production remote', remoteMediaDir, 'remote', 'remote_media', /^remote_media_[0-9a-f]{10}$/],
  ] as const)(
    'builds %s with integrity on every file it loads, in CORS mode',
    (_, appDir, role, name, unique) => {
      const config = createAppConfig({
        appDir,
        devPort: 3000,
        role,
        mode: 'production',
        federation: { name, shared: {} },
      });
      expect(config.output?.crossOriginLoading).toBe('anonymous');
      expect(
        config.plugins?.filter((plugin) => plugin?.constructor.name === 'SubresourceIntegrityPlugin'),
      ).toHaveLength(1);
      // A remote's chunk globals carry the fingerprint of its inputs: two builds can share a page.
      expect(config.output?.uniqueName).toMatch(unique);
    },
  );

  it('leaves a remote running alone in dev without integrity, under its plain name', () => {
    const config = createAppConfig({
      appDir: remoteMediaDir,
      devPort: 3003,
      role: 'remote',
      mode: 'development',
      federation: { name: 'remote_media' },
    });
    expect(config.output?.uniqueName).toBe('remote_media');
    expect(config.plugins?.some((plugin) => plugin?.constructor.name === 'SubresourceIntegrityPlugin')).toBe(
      false,
    );
  });
});
