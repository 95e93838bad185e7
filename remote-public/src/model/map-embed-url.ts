/**
 * The maps service's addresses for a branch (docs/requirements.md §2: a map from an external service). Only the
 * embed is ever loaded by the site, and only when the visitor asks for it; the other two are links
 * the visitor follows.
 */
const mapsOrigin = 'https://www.google.com';

/** A Google Maps embed showing `address`, for the frame of the map block. */
export function mapEmbedUrl(address: string): string {
  const url = new URL('/maps', mapsOrigin);
  url.searchParams.set('q', address);
  url.searchParams.set('output', 'embed');
  return url.href;
}

/** Google Maps opened at `address` ("Haritada aç"), with the documented Maps URLs. */
export function mapOpenUrl(address: string): string {
  const url = new URL('/maps/search/', mapsOrigin);
  url.searchParams.set('api', '1');
  url.searchParams.set('query', address);
  return url.href;
}

/** Directions to `address` from where the visitor is ("Yol tarifi al"). */
export function mapDirectionsUrl(address: string): string {
  const url = new URL('/maps/dir/', mapsOrigin);
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', address);
  return url.href;
}
