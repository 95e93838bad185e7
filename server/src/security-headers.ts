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
  /** The hashes of the style attributes a page's server-rendered markup carries (prerendered-page.ts). */
  styleAttributeHashes?: readonly string[] | undefined;
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
 * media player do, are not inline stylesheets and need no exception; those in a page's
 * server-rendered markup are allowed each by its hash.)
 */
export function contentSecurityPolicy(locations: string[], styleAttributeHashes: readonly string[] = []): string {
  const extra = externalOrigins(locations);
  const self = ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `style-src ${self}`,
    // A page rendered on the server carries its style attributes in its markup: those, and only those.
    ...(styleAttributeHashes.length > 0
      ? [`style-src-attr 'unsafe-hashes' ${styleAttributeHashes.join(' ')}`]
      : []),
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
    'Content-Security-Policy': contentSecurityPolicy(options.locations, options.styleAttributeHashes),
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
