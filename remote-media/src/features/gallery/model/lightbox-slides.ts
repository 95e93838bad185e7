import type { SlideData } from 'photoswipe';
import { embedUrl, type GalleryItem } from './gallery-item';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function videoHtml(item: Extract<GalleryItem, { type: 'video' }>): string {
  const { data } = item;
  const attributes = [
    `src="${escapeAttribute(data.src)}"`,
    `aria-label="${escapeAttribute(data.alt)}"`,
    'playsinline',
    data.poster ? `poster="${escapeAttribute(data.poster)}"` : '',
    data.controls === false ? '' : 'controls',
    data.controlsList ? `controlslist="${escapeAttribute(data.controlsList)}"` : '',
    data.disablePictureInPicture ? 'disablepictureinpicture' : '',
    data.mute ? 'muted' : '',
    data.autoplay ? 'autoplay' : '',
  ].filter(Boolean);
  return `<div class="media-pswp-frame"><video ${attributes.join(' ')}></video></div>`;
}

function iframeHtml(item: Extract<GalleryItem, { type: 'youtube' | 'iframe' }>): string {
  return (
    `<div class="media-pswp-frame"><iframe src="${escapeAttribute(embedUrl(item))}" ` +
    `title="${escapeAttribute(item.data.alt)}" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" ` +
    'allowfullscreen></iframe></div>'
  );
}

function slideOf(item: GalleryItem): SlideData {
  switch (item.type) {
    case 'image':
      return {
        src: item.data.src,
        msrc: item.data.thumb ?? item.data.src,
        width: item.data.width,
        height: item.data.height,
        alt: item.data.alt,
      };
    case 'video':
      return { html: videoHtml(item) };
    case 'youtube':
    case 'iframe':
      return { html: iframeHtml(item) };
  }
}

/**
 * The lightbox's slides: an image opens at its known size; videos and embedded pages are HTML slides
 * that PhotoSwipe fits to the screen.
 */
export function lightboxSlides(items: readonly GalleryItem[]): SlideData[] {
  return items.map(slideOf);
}
