import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { cacheControlFor, immutableForAYear, noCache } from '@sportif/server/cache-policy';
import { configLocations, type ServedRuntimeConfig } from '@sportif/server/runtime-config-file';
import { securityHeaders } from '@sportif/server/security-headers';
import { buildStatsPattern, defaultSiteLayout, nodeBuildPattern } from '@sportif/server/site-layout';
import { liveRemoteFolder } from '../../support/live-remote-folder';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  request as requestContext,
  test,
} from '../../support/test';
import { deployEnv } from './deploy-env';

/** What the site server serves where; nginx must serve the same. */
/** The builds nginx serves, each under the URL of its live version (deploy/smoke/run.sh released them). */
async function servedBuilds(request: APIRequestContext) {
  const remotes = await Promise.all(
    defaultSiteLayout.remotes.map(async (mount) => ({
      prefix: await liveRemoteFolder(request, mount.prefix.split('/')[2] as 'public' | 'admin' | 'media'),
      root: mount.root,
    })),
  );
  return [{ prefix: '/', root: defaultSiteLayout.shell }, ...remotes];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The security headers our site server would send with the runtime config that nginx serves. */
async function expectedSecurityHeaders(
  site: APIRequestContext,
  tls: boolean,
): Promise<Record<string, string>> {
  const config = (await (await site.get('/runtime-config.json')).json()) as ServedRuntimeConfig;
  return securityHeaders({ locations: configLocations(config), tls });
}

/**
 * A Content-Security-Policy without what a prerendered page adds for its inline parts (their
 * hashes; the server's unit tests check them): the rest is the site's policy.
 */
const withoutInlineHashes = (value: string) =>
  value.replace(/ 'sha256-[^']+'/g, '').replace(" style-src-attr 'unsafe-hashes';", '');

/** Each header exactly once, with the expected value. */
function expectHeaders(response: APIResponse, expected: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(expected)) {
    const sent = response.headersArray().filter((header) => header.name.toLowerCase() === name.toLowerCase());
    expect(
      sent.map((header) => withoutInlineHashes(header.value)),
      `${name} of ${what}`,
    ).toEqual([value]);
  }
}

test('index.html, the runtime config, manifests and entries are revalidated; hashed files kept a year', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/club/umitkoy', '/runtime-config.json']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(noCache);
  }
  for (const remote of ['public', 'admin', 'media'] as const) {
    const folder = await liveRemoteFolder(request, remote);
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const path = `${folder}${file}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(noCache);
    }
  }

  const page = await (await request.get('/')).text();
  const mainScript = /"(\/main\.[0-9a-f]{10}\.js)"/.exec(page)?.[1] as string;
  expect(mainScript).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(mainScript, { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['cache-control']).toBe(immutableForAYear);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers().vary?.toLowerCase()).toBe('accept-encoding');
    expect(response.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  }
});

test('every file of every build is served with the Cache-Control of cacheControlFor', async ({ request }) => {
  const checked: string[] = [];
  for (const mount of await servedBuilds(request)) {
    const paths = (await filesUnder(mount.root))
      .map((file) => relative(mount.root, file))
      .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
      .filter((path) => mount.prefix === '/' || !/\.html(\.(br|gz))?$/.test(path))
      .filter((path) => !new RegExp(buildStatsPattern).test(path))
      // An app's Node build renders pages on the server, and is never served.
      .filter((path) => !new RegExp(nodeBuildPattern).test(path))
      // The gate's contract is read from the store, never served.
      .filter((path) => path !== 'federation-contract.json' && !path.startsWith('federation-contract.json.'));
    const nodeBuild = (await filesUnder(mount.root))
      .map((file) => relative(mount.root, file))
      .find((path) => new RegExp(nodeBuildPattern).test(path));
    if (nodeBuild) expect((await request.head(mount.prefix + nodeBuild)).status(), nodeBuild).toBe(404);
    for (let start = 0; start < paths.length; start += 16) {
      await Promise.all(
        paths.slice(start, start + 16).map(async (path) => {
          const url = mount.prefix + path;
          const response = await request.head(url);
          expect(response.status(), url).toBe(200);
          expect(response.headers()['cache-control'], url).toBe(cacheControlFor(path));
          checked.push(url);
        }),
      );
    }
  }
  expect(checked.length).toBeGreaterThan(100);
});

test('the security headers of server/src/security-headers.ts go out once on pages, files, errors and the API', async ({
  request,
}) => {
  const expected = await expectedSecurityHeaders(request, false);
  expect(expected['Strict-Transport-Security']).toBeUndefined();
  const responses: [string, APIResponse][] = [
    ['/', await request.get('/')],
    ['/club/umitkoy', await request.get('/club/umitkoy')],
    ["remote-media's entry", await request.get(`${await liveRemoteFolder(request, 'media')}remoteEntry.js`)],
    ['a 404', await request.get('/missing.js')],
    ['the API', await request.post('/api/Examples/GetAll')],
  ];
  for (const [what, response] of responses) {
    expectHeaders(response, expected, what);
    expect(response.headers()['strict-transport-security'], what).toBeUndefined();
  }
  const api = responses[4]?.[1] as APIResponse;
  expect(api.status()).toBe(401);
  // The API's own cache rule passes through untouched.
  expectHeaders(api, { 'Cache-Control': 'no-store' }, 'the API');
});

test('over HTTPS the same headers go out, with Strict-Transport-Security', async () => {
  const { tlsUrl } = deployEnv();
  const tls = await requestContext.newContext({ baseURL: tlsUrl, ignoreHTTPSErrors: true });
  try {
    const expected = await expectedSecurityHeaders(tls, true);
    expect(expected['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const page = await tls.get('/club/umitkoy');
    expect(page.status()).toBe(200);
    expectHeaders(page, expected, 'the page over HTTPS');
    expectHeaders(await tls.get('/missing.js'), expected, 'a 404 over HTTPS');
    const login = await tls.post('/api/Auth/Login', { data: {} });
    expect(login.status()).toBe(403);
    expectHeaders(login, expected, 'the API over HTTPS');
  } finally {
    await tls.dispose();
  }
});
