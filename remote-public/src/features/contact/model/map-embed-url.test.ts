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

  it('opens the address in Google Maps ("Haritada aç")', () => {
    const url = new URL(mapOpenUrl(address));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(address);
    expect(mapOpenUrl('Çankaya & Ümitköy')).toBe(
      'https://www.google.com/maps/search/?api=1&query=%C3%87ankaya+%26+%C3%9Cmitk%C3%B6y',
    );
  });

  it('asks for directions to the address ("Yol tarifi al")', () => {
    const url = new URL(mapDirectionsUrl(address));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(address);
    expect(url.searchParams.has('origin')).toBe(false);
  });
});
