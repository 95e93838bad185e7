import { mkdir, stat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { describeError } from '@sportif/api';
import { clientAddressKey } from '@sportif/api/client-address';
import { limitConnectionsPerAddress, trustedProxies } from '@sportif/api/connection-limit';
import { serverTimeouts } from '@sportif/api/server-timeouts';
import { appOfFederationName } from '@sportif/contract/apps';
import { type RouteTable, routeAt } from '@sportif/contract/page-routes';
import { contentFolder } from '@sportif/release/content-store';
import Fastify, {
  type FastifyError,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { cacheControlFor, immutableForAYear, noCache } from './cache-policy.ts';
import { deployedFiles } from './deployed-files.ts';
import { type PagePreview, registerPagePreview } from './page-preview.ts';
import {
  describeReleaseFailure,
  parseReleaseFailure,
  type ReleaseFailureReport,
  releaseFailureBodyLimit,
  releaseFailureLimits,
  releaseFailuresPath,
} from './release-failure-log.ts';
import { type LiveSource, releasedFiles, releasedRemoteMounts } from './released-files.ts';
import { configLocations, type ServedRuntimeConfig } from './runtime-config-file.ts';
import { robotsTxt, sitemapXml } from './search-engines.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';
import { createShellPage, routeTableOf, type ShellPage, type ShellPageFiles } from './shell-page.ts';
import { shippedContent, withContentNamed } from './shipped-content.ts';
import {
  buildStatsPattern,
  nodeBuildPattern,
  remotePagePattern,
  type SiteLayout,
  storeFilesPattern,
} from './site-layout.ts';
import { listeningOrigin, originOfSiteUrl } from './site-origin.ts';
import { createWindowLimit } from './window-limit.ts';

export interface SiteServerOptions {
  /** The apps' builds to serve, each from its folder (dist/); ignored when `releases` is given. */
  layout: SiteLayout;
  /**
   * Serve the release store instead (release/): `root`, this machine's local copy of it, the state
   * `live` gives (the database's live state as live-sync.ts follows it, or the gate's candidate),
   * each app at its live version, the runtime config composed from the state, every version of
   * the local copy under its own URL; `health` answers /healthz.
   */
  releases?: { root: string; live: LiveSource; health?: () => unknown } | undefined;
  /** Compose /runtime-config.json from this file instead of the one in the shell's build. */
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
  /** `Önizle`: a public page with the content's drafts, for staff (a POST to the page's URL). */
  preview?: PagePreview | undefined;
  /**
   * The address visitors use (SITE_URL), for the URLs of the sitemap, robots.txt and each page's
   * canonical and preview tags; without it, the address the server listens on (site-origin.ts).
   */
  siteUrl?: string | undefined;
  /**
   * How long a request's headers and body may take to arrive before it is answered 408 and cut:
   * `serverTimeouts.requestTimeout` (30 s) unless a test needs to see it happen sooner.
   */
  requestTimeoutMs?: number;
}

const setCacheHeaders = (reply: FastifyReply, path: string) => {
  reply.header('Cache-Control', cacheControlFor(path));
};

/**
 * Files in a build or a stored version that are not for browsers, compressed copies included:
 * build stats, the Node build, the store's descriptions and the gate's contract.
 */
const notServed = new RegExp(`${buildStatsPattern}|${nodeBuildPattern}|${storeFilesPattern}`);
const remotePage = new RegExp(remotePagePattern);

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
  return (config: ServedRuntimeConfig | undefined, tls: boolean): Record<string, string> => {
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

type PageEncoding = 'br' | 'gzip';

/** The compression a browser accepts that makes the page smallest, or none. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * What a page is sent as, made once per page: a page is composed once per release and served
 * many times. Its compressed bytes, and the Content-Security-Policy of a page that carries parts
 * inline (the runtime config it was composed with names the locations).
 */
const servedForms = new WeakMap<
  ShellPage,
  { policy?: string } & Partial<Record<PageEncoding, Promise<Buffer>>>
>();

function servedFormsOf(page: ShellPage, config: ServedRuntimeConfig | undefined) {
  let forms = servedForms.get(page);
  if (!forms) {
    forms = page.inline
      ? { policy: contentSecurityPolicy(config ? configLocations(config) : [], page.inline) }
      : {};
    servedForms.set(page, forms);
  }
  return forms;
}

const brotliCompressed = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page's bytes at the strongest compression, made once per page, off the event loop. Brotli's
 * quality 11 is slow, but paid once, and smaller than quality 9 by enough that the club pages'
 * documents with their headers fit the first round trip of a new connection
 * (TCP's initial window of ten segments, 14.6 KB), which is what a phone's first visit waits for.
 */
function encodedPage(
  page: ShellPage,
  forms: Partial<Record<PageEncoding, Promise<Buffer>>>,
  encoding: PageEncoding,
) {
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressed(page.html, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        })
      : gzipped(page.html, { level: zlibConstants.Z_BEST_COMPRESSION });
  return forms[encoding];
}

/** A route of the single-page app: not the API, not a remote's file, not a file name. */
function isAppRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && !path.startsWith('/remotes/') && extname(path) === '';
}

/** A file of the shell's: not the API, not a remote's, with a file name. */
function isShellFile(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && !path.startsWith('/remotes/') && extname(path) !== '';
}

/** The first of `roots` that has the file `path`. */
async function firstRootWith(path: string, roots: readonly string[]): Promise<string | undefined> {
  for (const root of roots) {
    const found = await stat(join(root, path)).catch(() => undefined);
    if (found?.isFile()) return root;
  }
  return undefined;
}

/** An error page: the status and its name as plain text, nothing a library put in the error. */
const sendStatus = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status] ?? 'Error');

type BadUrlHandler = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify for the options: plain HTTP/1.1, or HTTPS with HTTP/2. `onBadUrl` answers a URL that
 * cannot be decoded, which Fastify answers before any route or hook.
 */
function createFastify(options: SiteServerOptions, onBadUrl: BadUrlHandler): FastifyInstance {
  const { http: httpDefaults, ...defaults } = serverTimeouts;
  const requestTimeout = options.requestTimeoutMs ?? defaults.requestTimeout;
  const timeouts = { ...defaults, requestTimeout };
  // Node refuses a headers timeout longer than the request's.
  const http = { ...httpDefaults, headersTimeout: Math.min(httpDefaults.headersTimeout, requestTimeout) };
  const common = {
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    ...timeouts,
    frameworkErrors: (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      onBadUrl(request, reply),
  };
  if (!options.tls) return Fastify({ ...common, http });
  // A federated page loads more files than one bundle does; over HTTP/2 they share one connection
  // instead of each opening its own. The routes and plugins are the same for both protocols.
  // Fastify's types keep HTTP/1.1 and HTTP/2 requests apart; the handlers use nothing that differs.
  const secure = Fastify({
    ...common,
    frameworkErrors:
      common.frameworkErrors as unknown as FastifyHttp2SecureOptions<Http2SecureServer>['frameworkErrors'],
    http2: true,
    https: { ...options.tls, allowHTTP1: true },
  });
  const app = secure as unknown as FastifyInstance;
  cutSlowBodies(app, timeouts.requestTimeout);
  return app;
}

/**
 * Node's HTTP/2 server applies no request timeout, to HTTP/2 streams or to the HTTP/1.1
 * requests it takes as well: a request whose body has not all arrived `ms` after its headers is
 * cut (the stream, or the connection), however steadily it trickles in.
 */
function cutSlowBodies(app: FastifyInstance, ms: number): void {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clear = async (request: FastifyRequest) => {
    clearTimeout(deadlines.get(request));
  };
  app.addHook('onRequest', async (request) => {
    deadlines.set(
      request,
      setTimeout(() => request.raw.destroy(), ms),
    );
  });
  app.addHook('preValidation', clear);
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}

/**
 * The production site on one origin: the shell at `/`, each remote under `/remotes/<name>/`,
 * the API under `/api/`. Any other path without a file extension is a route of the shell's
 * router, so deep links such as /club/umitkoy load index.html.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const servedFiles: ShellPageFiles = options.releases
    ? releasedFiles(options.releases.root, options.runtimeConfigFile, { live: options.releases.live })
    : deployedFiles(options.layout, options.runtimeConfigFile);
  // Neither a store nor an API to say what content is live: the seed, which the server answers itself.
  const shipped = !options.releases && !options.api ? shippedContent() : undefined;
  const files = shipped ? withContentNamed(servedFiles, shipped.revision) : servedFiles;
  const remoteMounts = options.releases
    ? releasedRemoteMounts(options.releases.root)
    : options.layout.remotes;
  const headersFor = cachedSecurityHeaders();
  const addSecurityHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = headersFor((await files.runtimeConfig())?.config, request.protocol === 'https');
    // A server-rendered page sets a policy of its own: the same, with its style attributes allowed.
    if (reply.hasHeader('Content-Security-Policy')) {
      const { 'Content-Security-Policy': _policy, ...others } = headers;
      reply.headers(others);
    } else reply.headers(headers);
  };
  const app = createFastify(options, (request, reply) => {
    void addSecurityHeaders(request, reply).then(() => sendStatus(reply, 400));
  });
  limitConnectionsPerAddress(app.server, { exempt: trustedProxies(options.trustProxy) });
  // The site's origin: SITE_URL, or where it listens (known once it listens), never a request's.
  const configuredOrigin = options.siteUrl === undefined ? undefined : originOfSiteUrl(options.siteUrl);
  let listening: string | undefined;
  const siteOrigin = (): string => {
    if (configuredOrigin) return configuredOrigin;
    if (!listening) {
      const address = app.server.address();
      if (address === null || typeof address === 'string')
        throw new Error('The site server is not listening');
      listening = listeningOrigin({ host: address.address, port: address.port, tls: Boolean(options.tls) });
    }
    return listening;
  };

  // Every response carries the security headers; the CSP follows the runtime config, so a remote
  // moved to another origin is allowed as soon as the config names it.
  app.addHook('onSend', addSecurityHeaders);

  if (options.api) await app.register(options.api, { prefix: '/api' });

  // The deployed config with the remotes' page declarations (their routes.json) added: the shell
  // composes its routes from it, so a remote's new page is served from its next load on.
  app.get('/runtime-config.json', async (_request, reply) => {
    const composed = await files.runtimeConfig();
    if (!composed && options.releases) return sendStatus(reply.header('Retry-After', '5'), 503);
    if (!composed)
      throw new Error(`Cannot read the runtime config ${options.runtimeConfigFile ?? 'of the shell'}`);
    return reply.header('Cache-Control', noCache).type('application/json').send(composed.text);
  });

  // What this node serves and whether it keeps up with the store: for monitoring and the deploy's
  // smoke run (server/README.md, "/healthz").
  const health = options.releases?.health;
  if (health) {
    app.get('/healthz', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').type('application/json').send(JSON.stringify(health())),
    );
  }

  // A browser that had to load a remote's previous version says so: the team learns of a release
  // that failed for visitors even though they saw the page. Only a report of two versions of the
  // remote that have been live is logged, at a bounded rate.
  const reportLimit = createWindowLimit({ ...releaseFailureLimits, perKey: releaseFailureLimits.perAddress });
  const namesLiveVersions = async (report: ReleaseFailureReport) => {
    const app = appOfFederationName(report.remote);
    const versions = app && files.liveVersions ? await files.liveVersions(app) : [];
    return (
      report.version !== report.fallbackVersion &&
      versions.includes(report.version) &&
      versions.includes(report.fallbackVersion)
    );
  };
  app.post(releaseFailuresPath, { bodyLimit: releaseFailureBodyLimit }, async (request, reply) => {
    if (!reportLimit.allow(clientAddressKey(request.ip))) return sendStatus(reply, 429);
    const report = parseReleaseFailure(request.body);
    if (!report || !(await namesLiveVersions(report))) return sendStatus(reply, 400);
    console.error(describeReleaseFailure(report));
    return reply.code(204).send();
  });

  if (shipped) {
    const text = JSON.stringify(shipped.content);
    app.get(`/content/${shipped.revision}.json`, (_request, reply) =>
      reply.header('Cache-Control', immutableForAYear).type('application/json').send(text),
    );
  }

  // The store's content revisions, which a page fetches from when a navigation needs another page's parts.
  if (options.releases) {
    await mkdir(join(options.releases.root, contentFolder), { recursive: true });
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: join(options.releases.root, contentFolder),
      prefix: '/content/',
      decorateReply: false,
      index: false,
    });
  }

  for (const remote of remoteMounts) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: remote.root,
      prefix: remote.prefix,
      decorateReply: false,
      index: false,
      // The remote's own HTML page is for standalone dev only.
      allowedPath: (pathName) => !remotePage.test(pathName) && !notServed.test(pathName),
    });
  }

  // The shell's files, from the first of its roots that has them: its build, or its live version
  // in the store and then the versions live before it.
  await app.register(fastifyStatic, { ...staticOptions, root: options.layout.shell, serve: false });
  const sendShellFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').slice(1));
    if (path === 'runtime-config.json' || notServed.test(path)) return sendStatus(reply, 404);
    if (path.split('/').includes('..')) return sendStatus(reply, 403);
    const root = await firstRootWith(path, await files.shellRoots());
    return root ? reply.sendFile(path, root) : sendStatus(reply, 404);
  };

  const renderShellPage = createShellPage(files);
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Never an empty page: a node with no shell it could check (live-sync.ts says why in its log)
    // answers that it cannot serve, and a proxy in front tries another node.
    if ((await files.shellPage()) === undefined) return sendStatus(reply.header('Retry-After', '5'), 503);
    const page = await renderShellPage(request.url.split('?')[0] ?? '/', siteOrigin());
    const forms = servedFormsOf(page, (await files.runtimeConfig())?.config);
    if (forms.policy) reply.header('Content-Security-Policy', forms.policy);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', noCache)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? await encodedPage(page, forms, encoding) : page.html);
  };

  app.get('/', sendShellPage);

  // The pages of the remotes' declarations; undefined while the runtime config cannot be read.
  const routeTable = async (): Promise<RouteTable | undefined> => {
    const config = (await files.runtimeConfig())?.config;
    return config && routeTableOf(config);
  };
  const sendForCrawlers = async (
    reply: FastifyReply,
    type: string,
    write: (origin: string, table: RouteTable) => string,
  ) => {
    const table = await routeTable();
    if (!table) throw new Error('Cannot read the runtime config for the pages to list');
    return reply.header('Cache-Control', noCache).type(type).send(write(siteOrigin(), table));
  };
  app.get('/sitemap.xml', (_request, reply) =>
    sendForCrawlers(reply, 'application/xml; charset=utf-8', sitemapXml),
  );
  app.get('/robots.txt', (_request, reply) => sendForCrawlers(reply, 'text/plain; charset=utf-8', robotsTxt));

  // Önizle's form posts its token to the page's URL; only the pages' own requests read such a body.
  const sendPreview =
    options.preview &&
    registerPagePreview(app, options.preview, {
      compose: (path, rendered) =>
        createShellPage({ ...files, prerenderedPage: async () => rendered })(path, siteOrigin()),
      policyOf: async (page) => servedFormsOf(page, (await files.runtimeConfig())?.config).policy,
    });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'POST' && sendPreview && isAppRoute(request.url)) {
      const table = await routeTable();
      if (table && routeAt(table, request.url.split('?')[0] ?? '/')) return sendPreview(request, reply);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendStatus(reply, 404);
    if (isAppRoute(request.url)) {
      // A path no remote declares goes to the home page (docs/requirements.md §2) by its own URL,
      // not as the home page under a wrong one. Without the declarations, the shell decides.
      const table = await routeTable();
      if (table && !routeAt(table, request.url.split('?')[0] ?? '/')) {
        return reply.header('Cache-Control', noCache).redirect('/', 302);
      }
      return sendShellPage(request, reply);
    }
    if (isShellFile(request.url)) return sendShellFile(request, reply);
    return sendStatus(reply, 404);
  });

  // The static files' errors (a path outside the root, a directory, a name too long) carry
  // internal codes; the visitor gets the status alone. The API keeps its own handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500)
      console.error(`[site] ${request.method} ${request.url} failed: ${describeError(error)}`);
    return sendStatus(reply, status);
  });

  return app;
}
