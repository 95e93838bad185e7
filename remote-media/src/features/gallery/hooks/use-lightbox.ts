import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { useEffect, useEffectEvent, useRef } from 'react';
import { mediaTexts } from '../../../texts';
import type { GalleryItem } from '../model/gallery-item';
import { lightboxSlides } from '../model/lightbox-slides';

const texts = mediaTexts.gallery.lightbox;

/**
 * A PhotoSwipe lightbox over the items. Only the small lightbox ships with the gallery; PhotoSwipe's
 * core and its CSS are fetched when it first opens. Paging inside it moves the gallery along, and
 * once it has closed `onClose` runs (the gallery puts the focus back on its picture).
 */
export function useLightbox(
  items: readonly GalleryItem[],
  onIndexChange: (index: number) => void,
  onClose: () => void,
) {
  const lightboxRef = useRef<PhotoSwipeLightbox | null>(null);
  const indexChanged = useEffectEvent(onIndexChange);
  const closed = useEffectEvent(onClose);

  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({
      dataSource: lightboxSlides(items),
      pswpModule: () => import(/* webpackChunkName: "photoswipe-core" */ '../components/photoswipe-core'),
      // Zooming out of a cropped (cover) slide would jump; a fade does not.
      showHideAnimationType: 'fade',
      mainClass: 'media-pswp',
      closeTitle: texts.close,
      zoomTitle: texts.zoom,
      arrowPrevTitle: texts.previous,
      arrowNextTitle: texts.next,
      indexIndicatorSep: texts.counterSeparator,
      errorMsg: texts.error,
      // PhotoSwipe would focus what had the focus before it opened: after paging, that picture
      // is on a hidden slide and the focus would fall to the page. `onClose` chooses instead.
      returnFocus: false,
    });
    lightbox.on('change', () => {
      if (lightbox.pswp) indexChanged(lightbox.pswp.currIndex);
    });
    // PhotoSwipe ignores closing while it fades in: until then the dialog says it is busy.
    lightbox.on('firstUpdate', () => lightbox.pswp?.element?.setAttribute('aria-busy', 'true'));
    lightbox.on('openingAnimationEnd', () => lightbox.pswp?.element?.removeAttribute('aria-busy'));
    lightbox.on('destroy', () => closed());
    lightbox.init();
    lightboxRef.current = lightbox;
    return () => {
      lightbox.destroy();
      lightboxRef.current = null;
    };
  }, [items]);

  return (index: number) => {
    lightboxRef.current?.loadAndOpen(index);
  };
}
