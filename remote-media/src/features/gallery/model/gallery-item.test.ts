import { describe, expect, it } from 'vitest';
import { embedUrl, type GalleryItem, thumbOf, youtubeThumb } from './gallery-item';

describe('youtubeThumb', () => {
  it('derives the still from the video id', () => {
    expect(youtubeThumb('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('keeps a hostile id inside its path segment', () => {
    expect(youtubeThumb('a/../b?c')).toBe('https://i.ytimg.com/vi/a%2F..%2Fb%3Fc/hqdefault.jpg');
  });
});

describe('thumbOf', () => {
  it('uses the image itself, as every club image is its own thumbnail', () => {
    const item: GalleryItem = { type: 'image', data: { src: 'a.webp', alt: 'a', width: 4, height: 3 } };
    expect(thumbOf(item)).toBe('a.webp');
  });

  it('prefers a thumbnail that is given', () => {
    expect(thumbOf({ type: 'youtube', data: { src: 'abc', thumb: 't.jpg', alt: 'v' } })).toBe('t.jpg');
  });

  it('derives a youtube thumbnail, uses a video poster, has none for a bare iframe', () => {
    expect(thumbOf({ type: 'youtube', data: { src: 'abc', alt: 'v' } })).toBe(
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
    );
    expect(thumbOf({ type: 'video', data: { src: 'v.mp4', poster: 'p.webp', alt: 'v' } })).toBe('p.webp');
    expect(thumbOf({ type: 'iframe', data: { src: 'https://example.org/', alt: 'page' } })).toBeUndefined();
  });
});

describe('embedUrl', () => {
  it('embeds a youtube id with its extra params', () => {
    expect(
      embedUrl({ type: 'youtube', data: { src: 'abc', alt: 'v', params: { start: '30', rel: '0' } } }),
    ).toBe('https://www.youtube-nocookie.com/embed/abc?start=30&rel=0');
  });

  it('adds params to an iframe address that already has a query', () => {
    expect(
      embedUrl({
        type: 'iframe',
        data: { src: 'https://example.org/map?z=3', alt: 'm', params: { q: 'ümit köy' } },
      }),
    ).toBe('https://example.org/map?z=3&q=%C3%BCmit+k%C3%B6y');
  });

  it('leaves the address alone without params', () => {
    expect(embedUrl({ type: 'iframe', data: { src: 'https://example.org/', alt: 'p' } })).toBe(
      'https://example.org/',
    );
  });
});
