import { describe, expect, it } from 'vitest';
import { listeningOrigin, originOfSiteUrl, reachableFromElsewhere, SiteUrlError } from './site-origin.ts';

describe('the site origin', () => {
  it('is the origin of SITE_URL, which must be an http(s) URL', () => {
    expect(originOfSiteUrl('https://www.example.com.tr/some/path?q=1')).toBe('https://www.example.com.tr');
    expect(originOfSiteUrl('http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    for (const wrong of ['www.example.com.tr', 'ftp://example.com', '', 'javascript:alert(1)']) {
      expect(() => originOfSiteUrl(wrong), wrong).toThrow(SiteUrlError);
    }
    expect(() => originOfSiteUrl('example')).toThrow(/SITE_URL must be the address visitors use/);
  });

  it('without SITE_URL, is where the server listens: localhost for this machine, the address otherwise', () => {
    const of = (host: string, port: number, tls = false) => listeningOrigin({ host, port, tls });
    expect(of('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(of('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(of('::', 3000)).toBe('http://localhost:3000');
    expect(of('::1', 3000, true)).toBe('https://localhost:3000');
    expect(of('192.168.1.20', 80)).toBe('http://192.168.1.20');
    expect(of('2001:db8::1', 443, true)).toBe('https://[2001:db8::1]');
    expect(of('2001:db8::1', 80, true)).toBe('https://[2001:db8::1]:80');
  });

  it('tells which listening addresses other machines reach', () => {
    expect(
      ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::', '192.168.1.20'].map(reachableFromElsewhere),
    ).toEqual([false, false, false, true, true, true]);
  });
});
