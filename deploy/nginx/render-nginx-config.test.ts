import { maxConnectionsPerAddress } from '@sportif/api/connection-limit';
import { cacheControlFor, immutableForAYear, noCache } from '@sportif/server/cache-policy';
import { describe, expect, it } from 'vitest';
import {
  hashedFilePattern,
  type NginxConfigOptions,
  pageCacheSeconds,
  renderNginxConfig,
  requestsPerClientConnection,
} from './render-nginx-config.ts';

const options: NginxConfigOptions = {
  outDir: '/run/sportif-nginx',
  host: '127.0.0.1',
  port: 8080,
  nodes: ['127.0.0.1:4101', '127.0.0.1:4102'],
};

/** The lines of the block that opens with `opening`, up to its closing brace. */
function block(config: string, opening: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${opening} {`);
  if (start < 0) throw new Error(`no block ${opening}`);
  const depth = lines[start]?.indexOf(opening) ?? 0;
  const end = lines.findIndex((line, index) => index > start && line === `${' '.repeat(depth)}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

const retried = 'proxy_next_upstream error timeout http_502 http_503 http_504;';

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(options);

  it('keeps pid, logs, the cache and temporary files in the output folder', () => {
    expect(config).toContain('pid "/run/sportif-nginx/nginx.pid";');
    expect(config).toContain('error_log "/run/sportif-nginx/error.log" warn;');
    expect(config).toContain('access_log "/run/sportif-nginx/access.log" sportif;');
    expect(config).toContain('proxy_cache_path "/run/sportif-nginx/cache" ');
    expect(config).toContain('proxy_cache_path "/run/sportif-nginx/pages" ');
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(config).toMatch(new RegExp(`^  ${temp}_temp_path "/run/sportif-nginx/temp/[a-z-]+";$`, 'm'));
    }
  });

  it('balances over every node with passive checks and keep-alive', () => {
    expect(block(config, 'upstream sportif_nodes')).toEqual([
      'zone sportif_nodes 64k;',
      'server 127.0.0.1:4101 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:4102 max_fails=2 fail_timeout=5s;',
      'keepalive 32;',
    ]);
    expect(config).toContain(`keepalive_requests ${requestsPerClientConnection};`);
  });

  it('sends everything to the nodes, with the client address and scheme, retrying only what can be retried', () => {
    for (const location of ['location /', 'location ^~ /api/', `location ~ "${hashedFilePattern}"`]) {
      const lines = block(config, location);
      expect(lines, location).toContain('proxy_pass http://sportif_nodes;');
      expect(lines, location).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(lines, location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      expect(lines, location).toContain('proxy_set_header Connection "";');
      expect(lines, location).toContain(retried);
      expect(lines.join(' '), location).not.toContain('non_idempotent');
      expect(lines.filter((line) => /^proxy_(connect|send|read)_timeout \d+s;$/.test(line))).toHaveLength(3);
    }
    expect(block(config, 'location ^~ /api/')).toContain('client_max_body_size 80k;');
    // Nothing of the site is served from disk: one source, the nodes.
    expect(config).not.toMatch(/\b(root|alias|try_files) /);
  });

  it('holds a client address to as many open connections as the site server does, and its headers to 30 s', () => {
    expect(config).toContain('limit_conn_zone $binary_remote_addr zone=sportif_per_address:10m;');
    expect(config).toContain(`limit_conn sportif_per_address ${maxConnectionsPerAddress};`);
    expect(config).toContain('client_header_timeout 30s;');
  });

  it('keeps versioned files for a year, pages (HTML only) for a second, nothing of the API', () => {
    const files = block(config, `location ~ "${hashedFilePattern}"`);
    expect(files).toContain('proxy_cache sportif_files;');
    expect(files).toContain('proxy_cache_valid 200 365d;');
    const site = block(config, 'location /');
    expect(site).toContain('proxy_cache sportif_pages;');
    expect(site).toContain(`proxy_cache_valid 200 ${pageCacheSeconds}s;`);
    expect(site.filter((line) => line.startsWith('proxy_cache_valid'))).toHaveLength(1);
    expect(site).toContain('proxy_no_cache $sportif_not_a_page;');
    // Never a copy older than its second, and no request held up waiting for another's.
    expect(site.join(' ')).not.toMatch(/proxy_cache_(lock|use_stale|background_update)/);
    // Over HTTPS a page carries Strict-Transport-Security: it must not be kept for plain HTTP.
    expect(site).toContain('proxy_cache_key $scheme$request_uri;');
    expect(block(config, 'map $upstream_http_content_type $sportif_not_a_page')).toEqual([
      '~^text/html 0;',
      'default 1;',
    ]);
    expect(block(config, 'location ^~ /api/').join(' ')).not.toContain('proxy_cache');
  });

  it('sets the worker user only when asked', () => {
    expect(config).not.toMatch(/^user /m);
    expect(renderNginxConfig({ ...options, user: 'www-data' }).split('\n')[1]).toBe('user www-data;');
  });

  it('adds an HTTPS server with the same locations when TLS is configured', () => {
    const withTls = renderNginxConfig({
      ...options,
      host: '::',
      tls: { port: 8443, certificate: '/etc/ssl/site.crt', key: '/etc/ssl/site.key' },
    });
    expect(withTls).toContain('listen [::]:8080;');
    expect(withTls).toContain('listen [::]:8443 ssl http2;');
    expect(withTls).toContain('ssl_certificate "/etc/ssl/site.crt";');
    expect(withTls).toContain('ssl_certificate_key "/etc/ssl/site.key";');
    expect(withTls.match(/location \^~ \/api\/ \{/g)).toHaveLength(2);
  });

  it('quotes values and refuses what nginx would misread', () => {
    expect(renderNginxConfig({ ...options, outDir: '/run/my "site"' })).toContain(
      'pid "/run/my \\"site\\"/nginx.pid";',
    );
    expect(() => renderNginxConfig({ ...options, outDir: '/run/$site' })).toThrow(/\$ or a control/);
    expect(() => renderNginxConfig({ ...options, nodes: [] })).toThrow(/At least one web node/);
    expect(() => renderNginxConfig({ ...options, nodes: ['localhost'] })).toThrow(/host:port/);
    expect(() => renderNginxConfig({ ...options, user: 'root; daemon off' })).toThrow(/Not a user name/);
    expect(() => renderNginxConfig({ ...options, cacheSize: '1g; x' })).toThrow(/cache size/);
  });
});

describe('hashedFilePattern', () => {
  const hashed = new RegExp(hashedFilePattern);
  const names = [
    'main.9dc1288b6b.js',
    'main.9dc1288b6b.js.br',
    '549.d843f7d09e.js.gz',
    '955.74dd49002c.css',
    'assets/umitkoy-promo.fbdfb8dca4.mp4',
    'assets/logo.7d53b47cd2.svg.gz',
    '__federation_expose_Gallery.2a8963f6ad.js',
    'index.html',
    'index.html.br',
    'runtime-config.json',
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'remoteEntry.js.gz',
    'main.9DC1288B6B.js',
    'main.9dc1288b6.js',
    'main.9dc1288b6bb.js',
    'main-9dc1288b6b.js',
    'main.9dc1288b6b',
    'main.9dc1288b6b.js.zip',
  ];

  it.each(names)('gives %s the Cache-Control of cacheControlFor', (name) => {
    expect(hashed.test(`/remotes/media/${name}`) ? immutableForAYear : noCache).toBe(cacheControlFor(name));
  });
});
