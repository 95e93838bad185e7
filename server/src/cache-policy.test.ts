import { describe, expect, it } from 'vitest';
import { cacheControlFor, immutableForAYear, noCache } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'index.html',
    'runtime-config.json',
    'mf-manifest.json',
    'routes.json',
    'remoteEntry.js',
    'remoteEntry.js.br',
    'favicon.svg',
  ])('revalidates %s on every use', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe(noCache);
  });

  it.each([
    'main.0123456789.js',
    '435.bd4c4f937a.js',
    '112.d6fc090f78.css',
    '__federation_expose_HomePage.4b6e55cf5b.js.gz',
    'assets/umitkoy-1.a1b2c3d4e5.webp',
    'content/3f9a1c2b7d4e.json',
    'content/3f9a1c2b7d4e.json.br',
  ])('keeps content-hashed %s for a year', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe(immutableForAYear);
  });
});
