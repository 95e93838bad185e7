import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig, federationOptions } from './create-app-config';
import { refreshEntry, refreshRuntime } from './dev-react-refresh';

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
      role: 'remote',
      mode: 'development',
      federation: { name: 'remote_media' },
    });
    expect(config.output?.uniqueName).toBe('remote_media');
    expect(config.plugins?.some((plugin) => plugin?.constructor.name === 'SubresourceIntegrityPlugin')).toBe(
      false,
    );
  });

  describe('React Refresh across the federation', () => {
    const remoteInDev = {
      appDir: remoteMediaDir,
      role: 'remote',
      mode: 'development',
      federation: { name: 'remote_media', shared: {} },
    } as const;
    const pluginNames = (config: ReturnType<typeof createAppConfig>) =>
      config.plugins?.map((plugin) => plugin?.constructor.name);

    it("shares one refresh runtime in dev: the page's entry hooks it into React first", () => {
      expect(federationOptions(remoteInDev).shared).toEqual({
        [refreshRuntime]: { singleton: true, eager: true, requiredVersion: '0.19.0', version: '0.19.0' },
      });
      expect(createAppConfig(remoteInDev).entry).toEqual({ main: [refreshEntry, './src/index.ts'] });
      expect(pluginNames(createAppConfig(remoteInDev))).toContain('ReactRefreshRspackPlugin');
      // The shell's entry gets it from the plugin itself.
      const shell = createAppConfig({
        ...remoteInDev,
        appDir: shellDir,
        role: 'host',
        federation: { name: 'shell' },
      });
      expect(shell.entry).toEqual({ main: './src/index.ts' });
    });

    it.each([
      ['the shell', shellDir, 'host', 'shell'],
      ['a remote', remoteMediaDir, 'remote', 'remote_media'],
    ] as const)('leaves all of it out of the production build of %s', (_, appDir, role, name) => {
      const production = { appDir, role, mode: 'production', federation: { name, shared: {} } } as const;
      const config = createAppConfig(production);
      expect(config.entry).toEqual({ main: './src/index.ts' });
      expect(pluginNames(config)).not.toContain('ReactRefreshRspackPlugin');
      expect(Object.keys(federationOptions(production).shared ?? {})).not.toContain(refreshRuntime);
      expect(config.devServer).toBeUndefined();
    });

    it('names a public export of the plugin as the entry that hooks the runtime into React', () => {
      expect(() => createRequire(import.meta.url).resolve(refreshEntry)).not.toThrow();
    });
  });
});
