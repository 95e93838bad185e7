import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { cacheControlFor, noCache } from './cache-policy.ts';
import { deployedFiles } from './deployed-files.ts';
import { configLocations, type RuntimeConfigFile } from './runtime-config-file.ts';
import { securityHeaders } from './security-headers.ts';
import { createShellPage } from './shell-page.ts';
import type { SiteLayout } from './site-layout.ts';

export interface SiteServerOptions {
  layout: SiteLayout;
  /** Serve this file as /runtime-config.json instead of the one in the shell's build. */
  runtimeConfigFile?: string | undefined;
  /** The API, mounted under /api/ on the same origin. */
  api?: FastifyPluginAsync | undefined;
  logger?: boolean;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): false when browsers connect
   * directly, the proxy's address (e.g. '127.0.0.1') behind nginx. Never `true`: anyone could
   * then pick their own address and slip past the per-IP limits.
   */
  trustProxy?: string | false;
  /**
   * Serve HTTPS with this certificate and key (PEM): HTTP/2, and HTTP/1.1 for clients without it.
   * Without it the server speaks plain HTTP/1.1, for a proxy in front that terminates TLS.
   */
  tls?: { cert: string | Buffer; key: string | Buffer } | undefined;
}

const setCacheHeaders = (reply: FastifyReply, path: string) => {
  reply.header('Cache-Control', cacheControlFor(path));
};

const staticOptions = {
  preCompressed: true,
  cacheControl: false,
  dotfiles: 'ignore',
  // Files are looked up per request, so a remote copied over its old files is served at once.
  wildcard: true,
  setHeaders: setCacheHeaders,
} as const;

/**
 * The security headers for a runtime config (none readable: no locations), built once per config
 * object: deployedFiles() hands out the same object until the file changes on disk.
 */
function cachedSecurityHeaders() {
  const noConfig = {};
  const cache = new WeakMap<object, { plain: Record<string, string>; tls: Record<string, string> }>();
  return (config: RuntimeConfigFile | undefined, tls: boolean): Record<string, string> => {
    const key = config ?? noConfig;
    let headers = cache.get(key);
    if (!headers) {
      const locations = config ? configLocations(config) : [];
      headers = {
        plain: securityHeaders({ locations, tls: false }),
        tls: securityHeaders({ locations, tls: true }),
      };
      cache.set(key, headers);
    }
    return tls ? headers.tls : headers.plain;
  };
}

/** A route of the single-page app: not the API, not a remote's file, not a file name. */
function isAppRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && !path.startsWith('/remotes/') && extname(path) === '';
}

function createFastify(options: SiteServerOptions): FastifyInstance {
  const common = { logger: options.logger ?? false, trustProxy: options.trustProxy ?? false };
  if (!options.tls) return Fastify(common);
  // A federated page loads more files than one bundle does; over HTTP/2 they share one connection
  // instead of each opening its own. The routes and plugins are the same for both protocols.
  const secure = Fastify({ ...common, http2: true, https: { ...options.tls, allowHTTP1: true } });
  return secure as unknown as FastifyInstance;
}

/**
 * The production site on one origin: the shell at `/`, each remote under `/remotes/<name>/`,
 * the API under `/api/`. Any other path without a file extension is a route of the shell's
 * router, so deep links such as /club/umitkoy load index.html.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  const files = deployedFiles(options.layout, options.runtimeConfigFile);
  const headersFor = cachedSecurityHeaders();

  // Every response carries the security headers; the CSP follows the runtime config, so a remote
  // moved to another origin is allowed as soon as the config names it.
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headersFor(await files.runtimeConfig(), request.protocol === 'https'));
  });

  if (options.api) await app.register(options.api, { prefix: '/api' });

  if (options.runtimeConfigFile) {
    const file = options.runtimeConfigFile;
    app.get('/runtime-config.json', async (_request, reply) => {
      const text = await files.runtimeConfigText();
      if (text === undefined) throw new Error(`Cannot read the runtime config ${file}`);
      return reply.header('Cache-Control', noCache).type('application/json').send(text);
    });
  }

  for (const remote of options.layout.remotes) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: remote.root,
      prefix: remote.prefix,
      decorateReply: false,
      index: false,
      // The remote's own HTML page is for standalone dev only.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
    });
  }

  await app.register(fastifyStatic, {
    ...staticOptions,
    root: options.layout.shell,
    prefix: '/',
    index: false,
    allowedPath: (pathName) => !(options.runtimeConfigFile && pathName === '/runtime-config.json'),
  });

  const renderShellPage = createShellPage(files);
  const sendShellPage = async (url: string, reply: FastifyReply) =>
    reply
      .header('Cache-Control', noCache)
      .type('text/html; charset=utf-8')
      .send(await renderShellPage(url.split('?')[0] ?? '/'));

  app.get('/', (request, reply) => sendShellPage(request.url, reply));

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return sendShellPage(request.url, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
