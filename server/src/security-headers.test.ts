import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, externalOrigins, mapsOrigin, securityHeaders } from './security-headers';
import { createSiteServer } from './site-server';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('externalOrigins', () => {
  it('keeps the origin of each absolute URL once and ignores same-origin paths', () => {
    expect(
      externalOrigins([
        '/remotes/public/remoteEntry.js',
        'https://cdn.example.com/public/remoteEntry.js',
        'https://cdn.example.com/admin/remoteEntry.js',
        'http://localhost:3003/remoteEntry.js',
        '/api/',
      ]),
    ).toEqual(['https://cdn.example.com', 'http://localhost:3003']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin only when every remote is local', () => {
    const policy = directives(contentSecurityPolicy(['/remotes/public/remoteEntry.js', '/api/']));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual([mapsOrigin]);
  });

  it('adds a remote moved to another origin to scripts and connections', () => {
    const policy = directives(contentSecurityPolicy(['https://cdn.example.com/media/remoteEntry.js']));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('never allows inline script or eval', () => {
    const policy = contentSecurityPolicy(['https://cdn.example.com/x.json']);
    const scripts = directives(policy)['script-src'];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('allows what a server-rendered page carries inline by its hashes, and nothing more', () => {
    const policy = directives(
      contentSecurityPolicy(['/api/'], {
        scripts: ["'sha256-s='"],
        styles: ["'sha256-a='", "'sha256-b='"],
        styleAttributes: ["'sha256-c='"],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-s='"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    // Hashes of style attributes apply to attributes only, with 'unsafe-hashes' (CSP level 3).
    expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", "'sha256-c='"]);
    expect(directives(contentSecurityPolicy([]))).not.toHaveProperty('style-src-attr');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over TLS', () => {
    expect(securityHeaders({ locations: [], tls: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ locations: [], tls: true })['Strict-Transport-Security']).toMatch(
      /max-age=31536000/,
    );
  });

  it('always sends nosniff and a referrer policy', () => {
    const headers = securityHeaders({ locations: [], tls: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the site server', () => {
  it('sends HSTS when a trusted proxy says the visitor came over TLS, and not otherwise', async () => {
    const shell = mkdtempSync(join(tmpdir(), 'hsts-'));
    writeFileSync(join(shell, 'index.html'), '<html><head></head><body></body></html>');
    const server = await createSiteServer({ layout: { shell, remotes: [] }, trustProxy: '127.0.0.1' });
    const overTls = await server.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    const plain = await server.inject({ url: '/' });
    await server.close();
    expect(overTls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
