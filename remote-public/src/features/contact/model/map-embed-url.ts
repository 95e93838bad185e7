/** The address of a Google Maps embed showing `address` (spec §2: a map from an external service). */
export function mapEmbedUrl(address: string): string {
  const url = new URL('https://www.google.com/maps');
  url.searchParams.set('q', address);
  url.searchParams.set('output', 'embed');
  return url.href;
}
