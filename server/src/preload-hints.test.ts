import { describe, expect, it } from 'vitest';
import {
  injectIntoHead,
  manifestUrlOf,
  preloadLinks,
  type RemoteManifest,
  renderPreloadLinks,
} from './preload-hints';

const publicManifest: RemoteManifest = {
  exposes: [
    {
      name: 'PublicLayout',
      assets: { js: { sync: ['layout.1.js'] }, css: { sync: ['layout.1.css'] } },
    },
    { name: 'HomePage', assets: { js: { sync: ['home.1.js'] }, css: { sync: [] } } },
    { name: 'AboutPage', assets: { js: { sync: ['about.1.js'] }, css: { sync: [] } } },
  ],
};

const remoteEntryUrls = {
  remote_public: '/remotes/public/remoteEntry.js',
  remote_admin: '/remotes/admin/remoteEntry.js',
  remote_media: 'https://cdn.example.com/media/remoteEntry.js',
};

describe('preloadLinks', () => {
  it('preloads the config, the remote entry, and exactly the route modules', () => {
    const links = preloadLinks({
      runtimeConfigUrl: '/runtime-config.json',
      remoteEntryUrls,
      manifests: { remote_public: publicManifest },
      modules: ['remote_public/PublicLayout', 'remote_public/HomePage'],
    });
    expect(links).toEqual([
      { href: '/runtime-config.json', as: 'fetch' },
      { href: '/remotes/public/remoteEntry.js', as: 'script', remote: true },
      { href: '/remotes/public/layout.1.css', as: 'style', remote: true },
      { href: '/remotes/public/layout.1.js', as: 'script', remote: true },
      { href: '/remotes/public/home.1.js', as: 'script', remote: true },
    ]);
  });

  it('names nothing of a remote the route does not use', () => {
    const links = preloadLinks({
      runtimeConfigUrl: '/runtime-config.json',
      remoteEntryUrls,
      manifests: { remote_public: publicManifest },
      modules: ['remote_public/PublicLayout', 'remote_public/AboutPage'],
    });
    expect(links.some((link) => link.href.includes('/remotes/admin/'))).toBe(false);
    expect(links.some((link) => link.href.includes('home'))).toBe(false);
  });

  it('still preloads the entry of a remote whose manifest it could not read', () => {
    const links = preloadLinks({
      runtimeConfigUrl: '/runtime-config.json',
      remoteEntryUrls,
      manifests: {},
      modules: ['remote_media/Gallery'],
    });
    expect(links).toEqual([
      { href: '/runtime-config.json', as: 'fetch' },
      { href: 'https://cdn.example.com/media/remoteEntry.js', as: 'script', remote: true },
    ]);
  });

  it('gives an unknown route the runtime config only', () => {
    expect(
      preloadLinks({
        runtimeConfigUrl: '/runtime-config.json',
        remoteEntryUrls,
        manifests: {},
        modules: [],
      }),
    ).toEqual([{ href: '/runtime-config.json', as: 'fetch' }]);
  });
});

describe('manifestUrlOf', () => {
  it('finds the manifest next to the entry, on any origin', () => {
    expect(manifestUrlOf('/remotes/public/remoteEntry.js')).toBe('/remotes/public/mf-manifest.json');
    expect(manifestUrlOf('https://cdn.example.com/media/remoteEntry.js')).toBe(
      'https://cdn.example.com/media/mf-manifest.json',
    );
  });
});

describe('renderPreloadLinks and injectIntoHead', () => {
  it("marks fetch and remote files' preloads crossorigin, names their integrity, escapes URLs and ends up in the head", () => {
    const tags = renderPreloadLinks([
      { href: '/runtime-config.json', as: 'fetch' },
      { href: '/a.js?x="1"&y', as: 'script' },
      { href: '/remotes/public/remoteEntry.js', as: 'script', remote: true, integrity: 'sha384-abc' },
    ]);
    expect(tags).toBe(
      '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/a.js?x=&quot;1&quot;&amp;y" as="script">' +
        '<link rel="preload" href="/remotes/public/remoteEntry.js" as="script" crossorigin integrity="sha384-abc">',
    );
    expect(injectIntoHead('<html><head><title>t</title></head><body></body></html>', tags)).toBe(
      `<html><head><title>t</title>${tags}</head><body></body></html>`,
    );
  });

  it('writes the links without their rel for a page that starts its scripts after its paint', () => {
    expect(
      renderPreloadLinks([{ href: '/remotes/public/a.js', as: 'script', remote: true }], {
        afterPaintAttribute: 'data-preload-after-paint',
      }),
    ).toBe('<link data-preload-after-paint href="/remotes/public/a.js" as="script" crossorigin>');
  });
});
