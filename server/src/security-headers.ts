import type { InlineHashes } from './prerendered-page/prerendered-page.ts';

/** The one outside service the site embeds: the branch maps on the contact and club pages. */
export const mapsOrigin = 'https://www.google.com';

export interface SecurityHeaderOptions {
  /**
   * Where the remotes and the API live, as the runtime config names them. Relative URLs are this
   * origin ('self'); absolute ones add their origin to the policy, so a remote moved to a CDN
   * keeps working by editing the runtime config alone.
   */
  locations: string[];
  /** Served over TLS (directly or behind a proxy that says so): adds HSTS. */
  tls: boolean;
  /** What a page the server rendered carries inline, by hash (prerendered-page.ts). */
  inline?: InlineHashes | undefined;
}

/** The origins of the absolute URLs among `locations`, each once, in order. */
export function externalOrigins(locations: string[]): string[] {
  const origins: string[] = [];
  for (const location of locations) {
    if (!/^https?:\/\//i.test(location)) continue;
    const { origin } = new URL(location);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * A strict Content-Security-Policy: scripts and styles only from this origin and the configured
 * remote origins (no inline script or stylesheet, no eval), frames only from the maps service, no
 * plugins, and the site may not be framed. (Style attributes set from script, as React and the
 * media player do, are not inline stylesheets and need no exception.) What a page the server
 * rendered carries inline is allowed each by its hash.
 */
export function contentSecurityPolicy(locations: string[], inline?: InlineHashes): string {
  const extra = externalOrigins(locations);
  const self = ["'self'", ...extra].join(' ');
  // A page the server rendered carries its start script, its stylesheets and its style attributes
  // inline: those, by their hashes, and nothing else.
  const withHashes = (hashes: readonly string[] = []) => [self, ...hashes].join(' ');
  const styleAttributes = inline?.styleAttributes ?? [];
  return [
    "default-src 'self'",
    `script-src ${withHashes(inline?.scripts)}`,
    `style-src ${withHashes(inline?.styles)}`,
    ...(styleAttributes.length > 0 ? [`style-src-attr 'unsafe-hashes' ${styleAttributes.join(' ')}`] : []),
    `img-src ${self} data: blob:`,
    `media-src ${self} blob:`,
    `font-src ${self}`,
    `connect-src ${self}`,
    `frame-src ${mapsOrigin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header the site sends, for our server and for the nginx recipe alike. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.locations, options.inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed this site's files (scripts, images, JSON) in its own pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (options.tls) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
