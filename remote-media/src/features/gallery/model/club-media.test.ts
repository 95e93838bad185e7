import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubGalleries, galleryImageSize } from './club-media';

const assetsDir = join(import.meta.dirname, '../../../assets/gallery');

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

describe('clubGalleries', () => {
  it('has 10 images for Ümitköy and 21 for Çukurambar (docs/requirements.md §2)', () => {
    expect(clubGalleries.umitkoy).toHaveLength(10);
    expect(clubGalleries.cukurambar).toHaveLength(21);
  });

  it('records the real size of every file, and every image is its own thumbnail', () => {
    for (const [club, items] of Object.entries(clubGalleries)) {
      items.forEach((item, index) => {
        expect(item.type).toBe('image');
        if (item.type !== 'image') return;
        const file = join(assetsDir, `${club}-${String(index + 1).padStart(2, '0')}.webp`);
        expect(webpSize(file), file).toEqual(galleryImageSize);
        expect({ width: item.data.width, height: item.data.height }).toEqual(galleryImageSize);
        expect(item.data.src).toContain(`${club}-${String(index + 1).padStart(2, '0')}.webp`);
        expect(item.data.thumb).toBeUndefined();
      });
    }
  });

  it('describes every image in Turkish with its branch', () => {
    for (const item of clubGalleries.umitkoy) expect(item.data.alt).toMatch(/^Ümitköy · \S/);
    for (const item of clubGalleries.cukurambar) expect(item.data.alt).toMatch(/^Çukurambar · \S/);
    const alts = [...clubGalleries.umitkoy, ...clubGalleries.cukurambar].map((item) => item.data.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });
});
