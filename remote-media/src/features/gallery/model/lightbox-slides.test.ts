import { describe, expect, it } from 'vitest';
import { lightboxSlides } from './lightbox-slides';

describe('lightboxSlides', () => {
  it('opens an image at its known size, its thumbnail shown while the full image loads', () => {
    expect(
      lightboxSlides([{ type: 'image', data: { src: 'a.webp', alt: 'Salon', width: 1200, height: 800 } }]),
    ).toEqual([{ src: 'a.webp', msrc: 'a.webp', width: 1200, height: 800, alt: 'Salon' }]);
  });

  it('renders a video with the fields of its item', () => {
    const [slide] = lightboxSlides([
      {
        type: 'video',
        data: {
          src: 'v.mp4',
          alt: 'Tanıtım',
          poster: 'p.webp',
          mute: true,
          autoplay: true,
          controlsList: 'nodownload',
          disablePictureInPicture: true,
        },
      },
    ]);
    expect(slide?.html).toBe(
      '<div class="media-pswp-frame"><video src="v.mp4" aria-label="Tanıtım" playsinline poster="p.webp" ' +
        'controls controlslist="nodownload" disablepictureinpicture muted autoplay></video></div>',
    );
  });

  it('leaves controls off when the item says so', () => {
    const [slide] = lightboxSlides([{ type: 'video', data: { src: 'v.mp4', alt: 'v', controls: false } }]);
    expect(slide?.html).not.toContain('controls');
  });

  it('embeds youtube and iframe items, escaping what goes into attributes', () => {
    const [youtube, page] = lightboxSlides([
      { type: 'youtube', data: { src: 'abc', alt: 'Ders "Zumba" & eğlence', params: { rel: '0' } } },
      { type: 'iframe', data: { src: 'https://example.org/?a=1&b=<2>', alt: 'Harita' } },
    ]);
    expect(youtube?.html).toContain('src="https://www.youtube-nocookie.com/embed/abc?rel=0"');
    expect(youtube?.html).toContain('title="Ders &quot;Zumba&quot; &amp; eğlence"');
    expect(page?.html).toContain('src="https://example.org/?a=1&amp;b=&lt;2&gt;"');
  });
});
