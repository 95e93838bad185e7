import { createHash } from 'node:crypto';
import { connect } from 'node:http2';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRemoteFolder } from '../support/live-remote-folder.ts';
import { attributeText } from '../support/markup.ts';
import { type ServedSite, serveReleasedSite } from './support/served-site.ts';

/**
 * The production server's answers as they leave it, without a browser: the security headers and
 * the policy of each page, integrity on the shell's files, redirects, the API's own errors and
 * the file errors. What a browser then does with them is in e2e/tests/security.
 */
let site: ServedSite;
beforeAll(async () => {
  site = await serveReleasedSite({ api: true });
});
afterAll(() => site?.close());

const get = (path: string, init?: RequestInit) => fetch(`${site.baseUrl}${path}`, init);

/** The Content-Security-Policy of the answer to `path`, by directive. */
async function policyOf(path: string) {
  const response = await get(path);
  const policy: Record<string, string[]> = Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
  return { policy, headers: response.headers, html: await response.text() };
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('the site sends a strict Content-Security-Policy and the other security headers', async () => {
    // A page the browser renders (the sign-in page) carries nothing inline.
    const { policy, headers } = await policyOf('/login');
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toBeUndefined();
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(['https://www.google.com']);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Plain HTTP here: HSTS belongs to TLS only (below).
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('a page the server rendered allows exactly what it carries inline, each by its hash', async () => {
    for (const path of ['/', '/umitkoy']) {
      const { policy, html } = await policyOf(path);
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
        cspHash(match[1] as string),
      );
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
        cspHash(match[1] as string),
      );
      expect(scripts, path).toHaveLength(1);
      expect(policy['script-src'], path).toEqual(["'self'", ...scripts]);
      // The shell's stylesheet and its modules' in one style (each style costs a hash in the header).
      expect(styles, path).toHaveLength(1);
      expect(policy['style-src'], path).toEqual(["'self'", ...[...new Set(styles)].sort()]);
      // Style attributes in the markup (none on some pages): each allowed by its hash, and no other.
      const attributes = [
        ...new Set(
          [...html.matchAll(/ style="([^"]*)"/g)].map((match) => cspHash(attributeText(match[1] as string))),
        ),
      ];
      expect(policy['style-src-attr'], path).toEqual(
        attributes.length > 0 ? ["'unsafe-hashes'", ...attributes.sort()] : undefined,
      );
      expect(policy['script-src'], path).not.toContain("'unsafe-inline'");
      expect(policy['style-src'], path).not.toContain("'unsafe-inline'");
    }
  });

  it("the shell's own scripts and stylesheet carry Subresource Integrity", async () => {
    // Every script and stylesheet of the shell is pinned by its hash, as a tag (a page the browser
    // renders) or as the preload a rendered page starts its script from. (That the browser accepts
    // them, every e2e test whose page runs shows.)
    for (const path of ['/login', '/']) {
      const html = await (await get(path)).text();
      const tags =
        html.match(/<(script|link)\b[^>]*\b(src|href)="\/(?!remotes\/)[^"]+\.(js|css)"[^>]*>/g) ?? [];
      expect(tags.length, path).toBeGreaterThanOrEqual(path === '/' ? 1 : 2);
      for (const tag of tags) expect(tag, tag).toMatch(/\bintegrity="sha(256|384)-[A-Za-z0-9+/=]+"/);
    }
  });

  it('over HTTPS the server answers HTTP/2, with HSTS', async () => {
    const secure = await serveReleasedSite({ tls: selfSignedCertificate() });
    const session = connect(secure.baseUrl, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = session.request({ ':path': '/umitkoy' });
        request.on('response', resolve).on('error', reject);
        request.resume();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(headers['content-type'])).toContain('text/html');
    } finally {
      session.close();
      await secure.close();
    }
  });
});

describe('redirects and errors', () => {
  it('redirects a path no remote declares to /, rather than serving the home page under it', async () => {
    for (const path of ['/nope', '/club/nope/deeper', '/admin/nope']) {
      const answer = await get(path, { redirect: 'manual' });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location'), path).toBe('/');
    }
  });

  it('under /api/ the API answers every method itself: a JSON 405 on a route, a JSON 404 elsewhere', async () => {
    const onlyPost = { ErrorMessages: ['Bu API adresi yalnızca POST isteğiyle çağrılır.'] };
    const notFound = { ErrorMessages: ['API adresi bulunamadı.'] };
    for (const [path, method] of [
      ['/api/Examples/GetAll', 'GET'],
      ['/api/Auth/Login', 'PUT'],
      ['/api/Examples/DeleteById', 'DELETE'],
    ] as const) {
      const response = await get(path, { method });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual(onlyPost);
    }
    for (const path of ['/api/nothing', '/api/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(notFound);
    }
  });

  it('does not serve the build stats, and answers file errors in plain text without internal codes', async () => {
    const request = { get: (path: string) => get(path) };
    const publicFolder = await liveRemoteFolder(request, 'public');
    const mediaFolder = await liveRemoteFolder(request, 'media');
    for (const path of ['/mf-stats.json', `${publicFolder}mf-stats.json`, `${mediaFolder}mf-stats.json.br`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not Found');
    }
    // A name longer than the file system takes: @fastify/static answered with its internal code.
    // The shell has no such file; a remote's folder refuses the name.
    for (const [path, status, text] of [
      [`/${'a'.repeat(300)}.js`, 404, 'Not Found'],
      [`${publicFolder}${'a'.repeat(300)}.js`, 403, 'Forbidden'],
    ] as const) {
      const tooLong = await get(path);
      expect(tooLong.status, path).toBe(status);
      expect(await tooLong.text(), path).toBe(text);
      expect(tooLong.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
    }
  });

  it("serves no copy of a file that is never served: the store's descriptions, the gate's contract, a remote's own page, compressed or not", async () => {
    const request = { get: (path: string) => get(path) };
    const folders = [await liveRemoteFolder(request, 'public'), await liveRemoteFolder(request, 'media')];
    const names = ['federation-contract.json', 'release.json', 'mf-stats.json', 'index.html'];
    const paths = [
      ...folders.flatMap((folder) => names.map((name) => `${folder}${name}`)),
      '/federation-contract.json',
      '/release.json',
    ];
    for (const path of paths.flatMap((path) => [path, `${path}.gz`, `${path}.br`])) {
      const response = await get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not Found');
    }
  });
});
