import { describe, expect, it } from 'vitest';
import { mapEmbedUrl } from './map-embed-url';

describe('mapEmbedUrl', () => {
  it('asks Google Maps for an embed of the address, with Turkish letters encoded', () => {
    const url = new URL(mapEmbedUrl('Kızılırmak Mahallesi, 1443. Cadde No: 25, 06510 Çankaya/Ankara'));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.pathname).toBe('/maps');
    expect(url.searchParams.get('q')).toBe('Kızılırmak Mahallesi, 1443. Cadde No: 25, 06510 Çankaya/Ankara');
    expect(url.searchParams.get('output')).toBe('embed');
    expect(mapEmbedUrl('Çankaya & Ümitköy')).toBe(
      'https://www.google.com/maps?q=%C3%87ankaya+%26+%C3%9Cmitk%C3%B6y&output=embed',
    );
  });
});
