import { isIPv6 } from 'node:net';

/**
 * The origin the site's own URLs are written with (canonical links, Open Graph, JSON-LD, the
 * sitemap and robots.txt): SITE_URL, the address visitors use, when it is set; else the one the
 * server's own settings give. Never the request's Host: anyone can send any Host, and it would
 * land in the pages crawlers and link previews keep, and make every Host a page of its own to
 * compose and compress.
 */

/** Addresses that mean "every address of this machine", or this machine itself. */
const thisMachine = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** Whether listening on `host` serves other machines: anything but the loopback addresses. */
export const reachableFromElsewhere = (host: string): boolean =>
  !['127.0.0.1', '::1', 'localhost'].includes(host);

/**
 * The origin of a server listening on `host` and `port`: `localhost` for the loopback and the
 * every-address forms (the name a browser on this machine uses), the address itself otherwise;
 * the port left out when it is the scheme's own.
 */
export function listeningOrigin({ host, port, tls }: { host: string; port: number; tls: boolean }): string {
  const name = thisMachine.has(host) ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  const scheme = tls ? 'https' : 'http';
  return port === (tls ? 443 : 80) ? `${scheme}://${name}` : `${scheme}://${name}:${port}`;
}

/** Thrown for a SITE_URL that is no http(s) URL; the message says what to set. */
export class SiteUrlError extends Error {
  constructor(value: string) {
    super(
      `SITE_URL must be the address visitors use, such as https://www.sportifyasam.com.tr, not ${JSON.stringify(value)}`,
    );
    this.name = 'SiteUrlError';
  }
}

/** The origin of SITE_URL (`https://www.example.com.tr/x` → `https://www.example.com.tr`). */
export function originOfSiteUrl(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new SiteUrlError(siteUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SiteUrlError(siteUrl);
  return url.origin;
}
