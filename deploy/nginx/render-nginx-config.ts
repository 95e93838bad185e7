import { join } from 'node:path';
import { maxConnectionsPerAddress } from '@sportif/api/connection-limit';

/**
 * cacheControlFor's rule (server/src/cache-policy.ts) as a PCRE for nginx: `name.<10 hex>.ext`,
 * also when asked for its .br or .gz copy. The unit test holds the two to the same answers. Such a
 * file never changes under its name, so nginx keeps its own copy of it (proxy_cache).
 */
export const hashedFilePattern = '\\.[0-9a-f]{10}\\.[a-z0-9]+(\\.(br|gz))?$';

/**
 * How long nginx keeps a page (an HTML answer of a node) before it asks a node again. nginx counts
 * it in whole seconds, so a copy lives up to one second more: a release or a rollback reaches
 * visitors at most this plus one second after the last node serves it (decision 0114).
 */
export const pageCacheSeconds = 1;

/**
 * How many requests nginx answers on one client connection before it closes it (nginx's own
 * default, written out because `pnpm bench:cluster` reconnects its clients at the same count:
 * decision 0117).
 */
export const requestsPerClientConnection = 1000;

/** The API refuses bodies over 64 KiB with its own message; nginx stops only what is well past that. */
export const apiBodyLimit = '80k';

export interface NginxConfigOptions {
  /** Where the pid file, the logs, the cache and the temporary files go. */
  outDir: string;
  host: string;
  port: number;
  /** `host:port` of each web node (`pnpm start` or server/src/main.ts), balanced round-robin. */
  nodes: string[];
  /** The worker processes' user; undefined when nginx does not run as root (no `user` line). */
  user?: string | undefined;
  /** An HTTPS server besides the plain one (the nodes add Strict-Transport-Security to it). */
  tls?: { port: number; certificate: string; key: string } | undefined;
  /** How big nginx's copy of the versioned files may grow (default 1g). */
  cacheSize?: string | undefined;
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

/** How every request reaches a node: its own headers, security and cache ones included, pass through. */
const proxyLines = [
  'proxy_pass http://sportif_nodes;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  '# Replaced, not appended to: a client cannot choose the address the API throttles by.',
  '# The scheme tells a node behind TLS to send Strict-Transport-Security.',
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_connect_timeout 5s;',
  'proxy_send_timeout 30s;',
  'proxy_read_timeout 30s;',
  '# A request a node could not take (down, refused, cut) goes to the next one; nginx never',
  '# retries a POST (not told it may), so a write is never made twice.',
  'proxy_next_upstream error timeout http_502 http_503 http_504;',
  'proxy_next_upstream_tries 3;',
];

/** The locations both server blocks share. */
function siteLocations(): string[] {
  return [
    '# Versioned files (content-hashed names) never change: nginx keeps a copy of each variant',
    '# (Vary: Accept-Encoding) and asks a node only once for it.',
    `location ~ "${hashedFilePattern}" {`,
    ...indent(
      [
        ...proxyLines,
        'proxy_cache sportif_files;',
        'proxy_cache_valid 200 365d;',
        'proxy_cache_lock on;',
        'add_header X-Cache $upstream_cache_status always;',
      ],
      1,
    ),
    '}',
    '',
    'location ^~ /api/ {',
    `  client_max_body_size ${apiBodyLimit};`,
    ...indent(proxyLines, 1),
    '}',
    '',
    '# Everything else as the nodes serve it: prerendered pages with their heads, the runtime config,',
    '# /sitemap.xml, /robots.txt, /healthz, redirects of unknown paths. A page (an HTML answer 200)',
    '# is kept for a second, each variant (Vary: Accept-Encoding) and scheme on its own: under load',
    '# a node renders a page about once a second, not once a request. When a copy is older, the',
    '# requests that come while a node renders it again go to the nodes too: a stale copy could be',
    '# older than a release, and a cache lock holds requests up to half a second. Nothing else is',
    "# kept; browsers get the node's Cache-Control.",
    'location / {',
    ...indent(
      [
        ...proxyLines,
        'proxy_cache sportif_pages;',
        '# The scheme is in the key: a page over HTTPS carries Strict-Transport-Security. The Host is',
        '# not: a node names the site by SITE_URL, never by the request.',
        'proxy_cache_key $scheme$request_uri;',
        `proxy_cache_valid 200 ${pageCacheSeconds}s;`,
        'proxy_ignore_headers Cache-Control Expires;',
        'proxy_no_cache $sportif_not_a_page;',
        'add_header X-Cache $upstream_cache_status always;',
      ],
      1,
    ),
    '}',
  ];
}

interface ServerBlock {
  listen: string;
  /** Lines right after server_name (the TLS settings). */
  settings?: string[];
}

function serverBlock(block: ServerBlock): string[] {
  return [
    'server {',
    ...indent(
      [`listen ${block.listen};`, 'server_name _;', ...(block.settings ?? []), '', ...siteLocations()],
      1,
    ),
    '}',
  ];
}

/**
 * A complete nginx.conf for Debian's nginx (1.22) in front of web nodes: every request goes to
 * a node (round robin, passive checks, keep-alive, retries of what can be retried), versioned
 * files are cached by nginx, pages for a second. The nodes serve the live state from the release store in the
 * database, so a release or a rollback needs no render and no reload. Everything it writes
 * (pid, logs, cache, temporary files) stays in `outDir`.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  if (options.nodes.length === 0) throw new Error('At least one web node (--node host:port)');
  for (const node of options.nodes) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:.]+\]:\d+$/i.test(node)) {
      throw new Error(`A web node is host:port, not ${JSON.stringify(node)}`);
    }
  }
  if (options.user !== undefined && !/^[\w.-]+$/.test(options.user)) {
    throw new Error(`Not a user name: ${JSON.stringify(options.user)}`);
  }
  const cacheSize = options.cacheSize ?? '1g';
  if (!/^\d+[kmg]$/.test(cacheSize))
    throw new Error(`A cache size is a number and k, m or g, not ${cacheSize}`);
  const dir = (name: string) => quoted(join(options.outDir, name));
  const temp = (name: string) => quoted(join(options.outDir, 'temp', name));
  const { tls } = options;

  const lines = [
    '# Rendered by deploy/nginx/render-config.ts; render again rather than editing by hand.',
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes auto;',
    `pid ${dir('nginx.pid')};`,
    `error_log ${dir('error.log')} warn;`,
    '',
    'events {',
    '  worker_connections 4096;',
    '}',
    '',
    'http {',
    ...indent(
      [
        'default_type application/octet-stream;',
        'server_tokens off;',
        'keepalive_timeout 65s;',
        `keepalive_requests ${requestsPerClientConnection};`,
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
        `proxy_cache_path ${dir('cache')} levels=1:2 keys_zone=sportif_files:10m max_size=${cacheSize} inactive=30d use_temp_path=off;`,
        `proxy_cache_path ${dir('pages')} levels=1:2 keys_zone=sportif_pages:10m max_size=64m inactive=1m use_temp_path=off;`,
        '# Only a page is kept in sportif_pages: an answer that is not HTML (the runtime config,',
        '# /healthz, the sitemap) is never stored there.',
        'map $upstream_http_content_type $sportif_not_a_page {',
        '  ~^text/html 0;',
        '  default 1;',
        '}',
        '',
        '# Which node answered is in the log: it shows the requests spread over them.',
        `log_format sportif '$remote_addr [$time_local] "$request" $status $body_bytes_sent '`,
        `                   'upstream=$upstream_addr rt=$request_time "$http_user_agent"';`,
        `access_log ${dir('access.log')} sportif;`,
        '',
        '# The zone shares the round-robin turn and failure counts between the worker processes. A',
        '# node that failed 2 times is left out for 5 s, then tried again (passive checks).',
        'upstream sportif_nodes {',
        '  zone sportif_nodes 64k;',
        ...options.nodes.map((node) => `  server ${node} max_fails=2 fail_timeout=5s;`),
        '  keepalive 32;',
        '}',
        '',
        ...serverBlock({ listen: listenAddress(options.host, options.port) }),
        ...(tls
          ? [
              '',
              ...serverBlock({
                listen: `${listenAddress(options.host, tls.port)} ssl http2`,
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
