import { join, relative } from 'node:path';
import { maxConnectionsPerAddress } from '@sportif/api/connection-limit';
import { immutableForAYear, noCache } from '@sportif/server/cache-policy';
import {
  buildStatsPattern,
  defaultSiteLayout,
  nodeBuildPattern,
  remotePagePattern,
  storeFilesPattern,
} from '@sportif/server/site-layout';

const repoRoot = join(import.meta.dirname, '../..');

/**
 * The site server's layout with each build folder relative to the repository, so that it can be
 * found under another root: the shell at `/`, each remote under its own prefix.
 */
export const siteMounts = {
  shell: relative(repoRoot, defaultSiteLayout.shell),
  remotes: defaultSiteLayout.remotes.map((mount) => ({
    prefix: mount.prefix,
    dist: relative(repoRoot, mount.root),
  })),
};

/**
 * cacheControlFor's rule (server/src/cache-policy.ts) as a PCRE for nginx: `name.<10 hex>.ext`,
 * also when asked for its .br or .gz copy. The unit test holds the two to the same answers.
 */
export const hashedFilePattern = '\\.[0-9a-f]{10}\\.[a-z0-9]+(\\.(br|gz))?$';

/** The API refuses bodies over 64 KiB with its own message; nginx stops only what is well past that. */
export const apiBodyLimit = '80k';

export interface NginxConfigOptions {
  /** The repository (or a copy of it) holding shell/dist and each remote-<name>/dist. */
  root: string;
  /** Where the pid file, the logs and the temporary files go. */
  outDir: string;
  host: string;
  port: number;
  /** `host:port` of each API instance, balanced round-robin. */
  apiInstances: string[];
  /** Every security header, as securityHeaders() gives them for plain HTTP. */
  headers: Record<string, string>;
  /** The worker processes' user; undefined when nginx does not run as root (no `user` line). */
  user?: string | undefined;
  /** Debian's brotli_static module, when it is installed. */
  brotliModule?: string | undefined;
  mimeTypes: string;
  /** Served as /runtime-config.json instead of the shell's own copy. */
  runtimeConfigFile?: string | undefined;
  /**
   * Serve the release store in this folder (DATA_DIR/releases) instead of the builds under `root`:
   * the shell from its `live` link, each remote's versions under its prefix, the runtime config
   * each release writes. A release or a rollback then needs no reload.
   */
  releases?: string | undefined;
  /** An HTTPS server besides the plain one, with its headers (HSTS included). */
  tls?: { port: number; certificate: string; key: string; headers: Record<string, string> } | undefined;
}

/** A value as an nginx string: quoted, with `"` and `\` escaped. `$` would be read as a variable. */
function quoted(value: string): string {
  if (/[$\p{Cc}]/u.test(value)) {
    throw new Error(`Cannot write ${JSON.stringify(value)} into nginx.conf ($ or a control character)`);
  }
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

const listenAddress = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

const indent = (lines: string[], depth: number) =>
  lines.map((line) => (line ? '  '.repeat(depth) + line : ''));

function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

/** The shell's document root: its build, or the store's link to its live version. */
const shellFolder = (options: NginxConfigOptions) =>
  options.releases ? join(options.releases, 'shell', 'live') : join(options.root, siteMounts.shell);

/** A remote's folder: its build ('remote-public/dist'), or its versions in the store ('releases/remote-public'). */
const remoteFolder = (options: NginxConfigOptions, dist: string) =>
  options.releases ? join(options.releases, dist.split('/')[0] as string) : join(options.root, dist);

/** The locations both server blocks share. */
function siteLocations(options: NginxConfigOptions): string[] {
  const lines = [
    '# Dot files (the build stamp) are not part of the site.',
    'location ~ /\\. {',
    '  return 404;',
    '}',
    '',
    "# mf-stats.json lists the build's source paths, and an app's Node build (server/) renders pages",
    '# on the server: the browser needs none of them.',
    `location ~ "${buildStatsPattern}|${nodeBuildPattern}" {`,
    '  return 404;',
    '}',
    '',
    "# The gate's contract of a build and the store's description of a version are read, not served.",
    `location ~ "${storeFilesPattern}" {`,
    '  return 404;',
    '}',
    '',
    '# A file of the shell, or 404: a missing chunk must not come back as the HTML page.',
    ...(options.releases
      ? [
          '# From the store: the live version, then its fallback, so that a page opened before a',
          '# shell release still finds its chunks.',
          'location / {',
          '  try_files $uri @previous_shell;',
          '}',
          '',
          'location @previous_shell {',
          `  root ${quoted(join(options.releases, 'shell', 'fallback'))};`,
          '  try_files $uri =404;',
          '}',
        ]
      : ['location / {', '  try_files $uri =404;', '}']),
    '',
    '# A path whose last segment has no extension is a route of the single-page app.',
    'location ~ "/[^/.]*$" {',
    '  try_files $uri /index.html;',
    '}',
    '',
  ];
  const runtimeConfigFile = options.releases
    ? join(options.releases, 'runtime-config.json')
    : options.runtimeConfigFile;
  if (runtimeConfigFile) {
    lines.push('location = /runtime-config.json {', `  alias ${quoted(runtimeConfigFile)};`, '}', '');
  }
  for (const remote of siteMounts.remotes) {
    lines.push(
      `location ^~ ${remote.prefix} {`,
      `  alias ${quoted(`${remoteFolder(options, remote.dist)}/`)};`,
      "  # The remote's own page is for standalone development only; its build stats, the store's",
      '  # descriptions of a version and a folder (no listing) are no file of the site.',
      `  location ~ "${remotePagePattern}|/\\.|/$|${buildStatsPattern}|${nodeBuildPattern}|${storeFilesPattern}" {`,
      '    return 404;',
      '  }',
      '}',
      '',
    );
  }
  lines.push(
    '# Anything else under /remotes/ is no file of a remote: 404, not the shell page.',
    'location ^~ /remotes/ {',
    '  return 404;',
    '}',
    '',
    'location ^~ /api/ {',
    `  client_max_body_size ${apiBodyLimit};`,
    '  proxy_pass http://sportif_api;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $host;',
    '  # Replaced, not appended to: a client cannot choose the address the API throttles by.',
    '  proxy_set_header X-Forwarded-For $remote_addr;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  # The API sends this one itself; the server block sends it for every response.',
    '  proxy_hide_header X-Content-Type-Options;',
    '  proxy_connect_timeout 5s;',
    '  proxy_send_timeout 30s;',
    '  proxy_read_timeout 30s;',
    '}',
  );
  return lines;
}

interface ServerBlock {
  listen: string;
  headers: Record<string, string>;
  /** Lines right after server_name (the TLS settings). */
  settings?: string[];
}

function serverBlock(options: NginxConfigOptions, block: ServerBlock): string[] {
  return [
    'server {',
    ...indent(
      [
        `listen ${block.listen};`,
        'server_name _;',
        ...(block.settings ?? []),
        `root ${quoted(shellFolder(options))};`,
        '',
        '# Security headers on every response, errors included (server/src/security-headers.ts).',
        ...headerLines(block.headers),
        '# Not `always`: a 404 must not be cached for a year.',
        'add_header Cache-Control $sportif_cache_control;',
        '',
        ...siteLocations(options),
      ],
      1,
    ),
    '}',
  ];
}

/**
 * A complete nginx.conf for Debian's nginx (1.22) that serves the production build like our
 * site server: the shell with its SPA fallback, the remotes under /remotes/<name>/, the cache
 * policy and security headers, the precompressed copies, and /api/ proxied to the API
 * instances. Everything it writes (pid, logs, temporary files) stays in `outDir`.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  if (options.apiInstances.length === 0) throw new Error('At least one API instance (--api host:port)');
  for (const instance of options.apiInstances) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:.]+\]:\d+$/i.test(instance)) {
      throw new Error(`An API instance is host:port, not ${JSON.stringify(instance)}`);
    }
  }
  if (options.user !== undefined && !/^[\w.-]+$/.test(options.user)) {
    throw new Error(`Not a user name: ${JSON.stringify(options.user)}`);
  }
  const dir = (name: string) => quoted(join(options.outDir, name));
  const temp = (name: string) => quoted(join(options.outDir, 'temp', name));
  const { tls } = options;

  const lines = [
    '# Rendered by deploy/nginx/render-config.ts; render again rather than editing by hand.',
    ...(options.brotliModule ? [`load_module ${quoted(options.brotliModule)};`] : []),
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes auto;',
    `pid ${dir('nginx.pid')};`,
    `error_log ${dir('error.log')} warn;`,
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(
      [
        `include ${quoted(options.mimeTypes)};`,
        'default_type application/octet-stream;',
        'charset utf-8;',
        'charset_types text/css text/plain application/javascript application/json image/svg+xml;',
        'sendfile on;',
        'tcp_nopush on;',
        'server_tokens off;',
        'keepalive_timeout 65s;',
        '',
        '# As the site server does (@sportif/api/connection-limit, server-timeouts): at most so many',
        "# open connections per client address, and 30 s for a request's headers. The servers behind",
        "# take the proxy's connections from every client (TRUST_PROXY) and do not count them.",
        'limit_conn_zone $binary_remote_addr zone=sportif_per_address:10m;',
        `limit_conn sportif_per_address ${maxConnectionsPerAddress};`,
        'client_header_timeout 30s;',
        'client_body_timeout 30s;',
        '',
        `client_body_temp_path ${temp('client-body')};`,
        `proxy_temp_path ${temp('proxy')};`,
        `fastcgi_temp_path ${temp('fastcgi')};`,
        `uwsgi_temp_path ${temp('uwsgi')};`,
        `scgi_temp_path ${temp('scgi')};`,
        '',
        '# Which API instance answered is in the log: it shows the requests spread over them.',
        `log_format sportif '$remote_addr [$time_local] "$request" $status $body_bytes_sent '`,
        `                   'upstream=$upstream_addr rt=$request_time "$http_user_agent"';`,
        `access_log ${dir('access.log')} sportif;`,
        '',
        '# The builds carry .gz and .br copies of their text files (tooling/scripts/precompress.ts).',
        'gzip_static on;',
        'gzip_vary on;',
        ...(options.brotliModule ? ['brotli_static on;'] : []),
        '',
        '# cacheControlFor (server/src/cache-policy.ts): content-hashed names for a year, the rest',
        '# revalidated (index.html, runtime-config.json, mf-manifest.json, remoteEntry.js). The API',
        '# sets its own.',
        'map $uri $sportif_cache_control {',
        `  default ${quoted(noCache)};`,
        '  "~^/api/" "";',
        `  "~${hashedFilePattern}" ${quoted(immutableForAYear)};`,
        '}',
        '',
        '# The zone shares the round-robin turn and failure counts between the worker processes.',
        'upstream sportif_api {',
        '  zone sportif_api 64k;',
        ...options.apiInstances.map((instance) => `  server ${instance};`),
        '  keepalive 16;',
        '}',
        '',
        ...serverBlock(options, {
          listen: listenAddress(options.host, options.port),
          headers: options.headers,
        }),
        ...(tls
          ? [
              '',
              ...serverBlock(options, {
                listen: `${listenAddress(options.host, tls.port)} ssl http2`,
                headers: tls.headers,
                settings: [
                  `ssl_certificate ${quoted(tls.certificate)};`,
                  `ssl_certificate_key ${quoted(tls.key)};`,
                  'ssl_protocols TLSv1.2 TLSv1.3;',
                  'ssl_session_cache shared:sportif_tls:10m;',
                ],
              }),
            ]
          : []),
      ],
      1,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}
