import { describe, expect, it } from 'vitest';
import { mapDirectionsUrl, mapEmbedUrl, mapOpenUrl } from './map-embed-url';

const address = 'Kızılırmak Mahallesi, 1443. Cadde No: 25, 06510 Çankaya/Ankara';

describe('the maps service addresses', () => {
  it('asks Google Maps for an embed of the address, with Turkish letters encoded', () => {
    const url = new URL(mapEmbedUrl(address));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.pathname).toBe('/maps');
    expect(url.searchParams.get('q')).toBe(address);
    expect(url.searchParams.get('output')).toBe('embed');
    expect(mapEmbedUrl('Çankaya & Ümitköy')).toBe(
      'https://www.google.com/maps?q=%C3%87ankaya+%26+%C3%9Cmitk%C3%B6y&output=embed',
    );
  });

  for (const [link, build, path, parameter] of [
    ['opens the address in Google Maps ("Haritada aç")', mapOpenUrl, '/maps/search/', 'query'],
    ['asks for directions to the address ("Yol tarifi al")', mapDirectionsUrl, '/maps/dir/', 'destination'],
  ] as const) {
    it(link, () => {
      const url = new URL(build(address));
      expect(`${url.origin}${url.pathname}`).toBe(`https://www.google.com${path}`);
      expect([...url.searchParams]).toEqual([
        ['api', '1'],
        [parameter, address],
      ]);
    });
  }

  it('encodes Turkish letters and signs in the links too', () => {
    expect(mapOpenUrl('Çankaya & Ümitköy')).toBe(
      'https://www.google.com/maps/search/?api=1&query=%C3%87ankaya+%26+%C3%9Cmitk%C3%B6y',
    );
  });
});
