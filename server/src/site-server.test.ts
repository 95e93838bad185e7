import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.ts';

let root: string;
let site: FastifyInstance;

/** A deployed site in miniature: the shell and one remote, each with the files a build writes. */
function deployedSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sportif-site-server-'));
  for (const app of ['shell', 'remote-public']) {
    mkdirSync(join(dir, app));
    for (const file of ['mf-manifest.json', 'mf-stats.json', 'mf-stats.json.gz', 'mf-stats.json.br']) {
      writeFileSync(join(dir, app, file), '{"metaData":{"buildInfo":{"buildName":"/home/dev/src"}}}');
    }
  }
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dir, 'shell', 'runtime-config.json'), '{"apiBaseUrl":"/api/","remotes":{}}');
  writeFileSync(join(dir, 'remote-public', 'remoteEntry.js'), '/* entry */');
  return dir;
}

/** A stand-in for the API: one route that reads a body. */
const echoApi: FastifyPluginAsync = async (api) => {
  api.post('/Echo', async (request) => ({ data: request.body }));
};

/**
 * Sends a POST to /api/Echo over `socket` announcing 1000 bytes, then one byte every 200 ms: never
 * idle long enough for an idle timeout, never done either. Resolves when the connection closes:
 * `cutByServer` tells whether the server closed it (else the test gave up after a minute).
 */
function trickle(socket: Socket): Promise<{ seconds: number; answer: string; cutByServer: boolean }> {
  const started = performance.now();
  let answer = '';
  let cutByServer = true;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('utf8');
  });
  socket.write(
    'POST /api/Echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
  );
  const drip = setInterval(() => socket.write(' '), 200);
  const giveUp = setTimeout(() => {
    cutByServer = false;
    socket.destroy();
  }, 60_000);
  return new Promise((resolve) => {
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ seconds: (performance.now() - started) / 1000, answer, cutByServer });
    });
  });
}

beforeAll(async () => {
  root = deployedSite();
  site = await createSiteServer({
    layout: {
      shell: join(root, 'shell'),
      remotes: [{ prefix: '/remotes/public/', root: join(root, 'remote-public') }],
    },
    api: echoApi,
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => site.inject({ method: 'GET', url });

/** A GET of `path` exactly as written (`%2e%2e` and all), over a real connection. */
function getAsWritten(
  path: string,
): Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: string }> {
  const { port } = site.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () =>
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the site server', () => {
  it('does not serve mf-stats.json (it lists source paths) from the shell or a remote, nor its .gz and .br', async () => {
    for (const url of [
      '/mf-stats.json',
      '/mf-stats.json.gz',
      '/remotes/public/mf-stats.json',
      '/remotes/public/mf-stats.json.br',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('buildName');
    }
    const brotli = await site.inject({
      url: '/remotes/public/mf-stats.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(404);
    expect((await get('/remotes/public/mf-manifest.json')).statusCode).toBe(200);
  });

  it('answers file errors with a plain status text, no internal codes, with the security headers', async () => {
    for (const [url, status] of [
      ['/remotes/public/%2e%2e/%2e%2e/etc/passwd', 403],
      ['/remotes/public/', 403],
      // A name too long for the file system is a file the shell does not have.
      [`/${'a'.repeat(300)}.js`, 404],
      [`/remotes/public/${'a'.repeat(300)}.js`, 403],
      ['/%', 400],
      ['/remotes/public/%E0%A4%A', 400],
      ['/missing.js', 404],
    ] as const) {
      const response = await getAsWritten(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(response.body, url).toBe({ 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' }[status]);
      expect(response.headers['content-security-policy'], url).toBeDefined();
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('waits 30 s by default for a request to arrive', () => {
    expect(site.server.requestTimeout).toBe(30_000);
  });

  it('cuts a request whose body is still trickling in when its time is up, over HTTP and over HTTPS', {
    timeout: 90_000,
  }, async () => {
    const options = { api: echoApi, requestTimeoutMs: 2000 };
    const plain = await createSiteServer({ layout: { shell: join(root, 'shell'), remotes: [] }, ...options });
    const secure = await createSiteServer({
      layout: { shell: join(root, 'shell'), remotes: [] },
      ...options,
      tls: selfSignedCertificate(),
    });
    await plain.listen({ port: 0, host: '127.0.0.1' });
    await secure.listen({ port: 0, host: '127.0.0.1' });
    try {
      const [overHttp, overTls] = await Promise.all([
        trickle(connect((plain.server.address() as AddressInfo).port, '127.0.0.1')),
        trickle(
          tlsConnect({
            port: (secure.server.address() as AddressInfo).port,
            host: '127.0.0.1',
            rejectUnauthorized: false,
            ALPNProtocols: ['http/1.1'],
          }),
        ),
      ]);
      for (const cut of [overHttp, overTls]) {
        expect(cut.cutByServer).toBe(true);
        expect(cut.seconds).toBeGreaterThanOrEqual(2);
      }
      expect(overHttp.answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
