import { maxConnectionsPerAddress } from '@sportif/api/connection-limit';
import { cacheControlFor, immutableForAYear, noCache } from '@sportif/server/cache-policy';
import { securityHeaders } from '@sportif/server/security-headers';
import { describe, expect, it } from 'vitest';
import { hashedFilePattern, type NginxConfigOptions, renderNginxConfig } from './render-nginx-config.ts';

const options: NginxConfigOptions = {
  root: '/srv/sportif',
  outDir: '/run/sportif-nginx',
  host: '127.0.0.1',
  port: 8080,
  apiInstances: ['127.0.0.1:4101', '127.0.0.1:4102'],
  headers: securityHeaders({ locations: ['/remotes/public/remoteEntry.js', '/api/'], tls: false }),
  mimeTypes: '/etc/nginx/mime.types',
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

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(options);

  it('keeps pid, logs and temporary files in the output folder', () => {
    expect(config).toContain('pid "/run/sportif-nginx/nginx.pid";');
    expect(config).toContain('error_log "/run/sportif-nginx/error.log" warn;');
    expect(config).toContain('access_log "/run/sportif-nginx/access.log" sportif;');
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(config).toMatch(new RegExp(`^  ${temp}_temp_path "/run/sportif-nginx/temp/[a-z-]+";$`, 'm'));
    }
  });

  it('balances /api/ over every instance and forwards the client address and scheme', () => {
    expect(block(config, 'upstream sportif_api')).toEqual([
      'zone sportif_api 64k;',
      'server 127.0.0.1:4101;',
      'server 127.0.0.1:4102;',
      'keepalive 16;',
    ]);
    const api = block(config, 'location ^~ /api/');
    expect(api).toContain('proxy_pass http://sportif_api;');
    expect(api).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(api).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(api).toContain('client_max_body_size 80k;');
    expect(api.filter((line) => /^proxy_(connect|send|read)_timeout \d+s;$/.test(line))).toHaveLength(3);
  });

  it('holds a client address to as many open connections as the site server does, and its headers to 30 s', () => {
    expect(config).toContain('limit_conn_zone $binary_remote_addr zone=sportif_per_address:10m;');
    expect(config).toContain(`limit_conn sportif_per_address ${maxConnectionsPerAddress};`);
    expect(config).toContain('client_header_timeout 30s;');
  });

  it('serves the shell with the SPA fallback for extensionless paths only, and each remote under its prefix', () => {
    expect(config).toContain('root "/srv/sportif/shell/dist";');
    expect(block(config, 'location /')).toEqual(['try_files $uri =404;']);
    expect(block(config, 'location ~ "/[^/.]*$"')).toEqual(['try_files $uri /index.html;']);
    for (const remote of ['public', 'admin', 'media']) {
      expect(block(config, `location ^~ /remotes/${remote}/`)[0]).toBe(
        `alias "/srv/sportif/remote-${remote}/dist/";`,
      );
    }
    expect(block(config, 'location ^~ /remotes/')).toEqual(['return 404;']);
  });

  it("serves no build stats (mf-stats.json names source paths), no Node build nor the store's files, from the shell or a remote", () => {
    expect(block(config, 'location ~ "(^|/)mf-stats\\.json(\\.(br|gz))?$|(^|/)server/"')).toEqual([
      'return 404;',
    ]);
    expect(block(config, 'location ~ "(^|/)(release|federation-contract)\\.json(\\.(br|gz))?$"')).toEqual([
      'return 404;',
    ]);
    for (const remote of ['public', 'admin', 'media']) {
      expect(block(config, `location ^~ /remotes/${remote}/`)).toContain(
        'location ~ "\\.html(\\.(br|gz))?$|/\\.|/$|(^|/)mf-stats\\.json(\\.(br|gz))?$|(^|/)server/|(^|/)(release|federation-contract)\\.json(\\.(br|gz))?$" {',
      );
    }
  });

  it('serves the release store: the shell from its live link then its fallback, each remote from its versions', () => {
    const fromStore = renderNginxConfig({ ...options, releases: '/srv/data/releases' });
    expect(block(fromStore, 'server')).toContain('root "/srv/data/releases/shell/live";');
    expect(block(fromStore, 'location /')).toEqual(['try_files $uri @previous_shell;']);
    expect(block(fromStore, 'location @previous_shell')).toEqual([
      'root "/srv/data/releases/shell/fallback";',
      'try_files $uri =404;',
    ]);
    expect(block(fromStore, 'location = /runtime-config.json')).toEqual([
      'alias "/srv/data/releases/runtime-config.json";',
    ]);
    expect(block(fromStore, 'location ^~ /remotes/media/')[0]).toBe(
      'alias "/srv/data/releases/remote-media/";',
    );
  });

  it('sends every security header, always, once per server', () => {
    const server = block(config, 'server');
    for (const [name, value] of Object.entries(options.headers)) {
      expect(server).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(config).not.toContain('Strict-Transport-Security');
    expect(server).toContain('add_header Cache-Control $sportif_cache_control;');
  });

  it('maps file names to the cache policy of cacheControlFor', () => {
    expect(block(config, 'map $uri $sportif_cache_control')).toEqual([
      `default "${noCache}";`,
      '"~^/api/" "";',
      `"~${hashedFilePattern}" "${immutableForAYear}";`,
    ]);
  });

  it('loads brotli_static and sets the worker user only when asked', () => {
    expect(config).not.toContain('brotli');
    expect(config).not.toMatch(/^user /m);
    const withBoth = renderNginxConfig({
      ...options,
      brotliModule: '/usr/lib/nginx/modules/b.so',
      user: 'root',
    });
    expect(withBoth.split('\n').slice(1, 3)).toEqual([
      'load_module "/usr/lib/nginx/modules/b.so";',
      'user root;',
    ]);
    expect(withBoth).toContain('  brotli_static on;');
  });

  it('serves another runtime config file when given one', () => {
    const withFile = renderNginxConfig({ ...options, runtimeConfigFile: '/etc/sportif/runtime-config.json' });
    expect(block(withFile, 'location = /runtime-config.json')).toEqual([
      'alias "/etc/sportif/runtime-config.json";',
    ]);
  });

  it('adds an HTTPS server with its own headers (HSTS) when TLS is configured', () => {
    const tlsHeaders = securityHeaders({ locations: [], tls: true });
    const withTls = renderNginxConfig({
      ...options,
      host: '::',
      tls: { port: 8443, certificate: '/etc/ssl/site.crt', key: '/etc/ssl/site.key', headers: tlsHeaders },
    });
    expect(withTls).toContain('listen [::]:8080;');
    expect(withTls).toContain('listen [::]:8443 ssl http2;');
    expect(withTls).toContain('ssl_certificate "/etc/ssl/site.crt";');
    expect(withTls).toContain('ssl_certificate_key "/etc/ssl/site.key";');
    expect(withTls.match(/Strict-Transport-Security/g)).toHaveLength(1);
    expect(withTls.match(/location \^~ \/api\/ \{/g)).toHaveLength(2);
  });

  it('quotes values and refuses what nginx would misread', () => {
    expect(renderNginxConfig({ ...options, root: '/srv/my "site"' })).toContain(
      'root "/srv/my \\"site\\"/shell/dist";',
    );
    expect(() => renderNginxConfig({ ...options, root: '/srv/$site' })).toThrow(/\$ or a control/);
    expect(() => renderNginxConfig({ ...options, headers: { X: 'a\nb' } })).toThrow(/control character/);
    expect(() => renderNginxConfig({ ...options, apiInstances: [] })).toThrow(/At least one API instance/);
    expect(() => renderNginxConfig({ ...options, apiInstances: ['localhost'] })).toThrow(/host:port/);
    expect(() => renderNginxConfig({ ...options, user: 'root; daemon off' })).toThrow(/Not a user name/);
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
