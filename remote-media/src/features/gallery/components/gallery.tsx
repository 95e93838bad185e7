import { usePageLoaded, useReducedMotion } from '@sportif/runtime';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import { useAutoplay } from '../hooks/use-autoplay';
import { useLightbox } from '../hooks/use-lightbox';
import { useSourcesInTurn } from '../hooks/use-sources-in-turn';
import { useSwipe } from '../hooks/use-swipe';
import type { GalleryItem } from '../model/gallery-item';
import { type GalleryOptions, galleryDefaults } from '../model/gallery-options';
import {
  autoplayTick,
  emptyGalleryState,
  galleryReducer,
  nextIndex,
  previousIndex,
} from '../model/gallery-state';
import styles from './gallery.module.css';
import { GalleryDots } from './gallery-dots';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';

export interface GalleryProps {
  items: readonly GalleryItem[];
  /** Names the gallery for screen readers. */
  label: string;
  /** Read when the gallery mounts; missing fields keep the defaults of docs/requirements.md §9. */
  options?: Partial<GalleryOptions>;
}

const texts = mediaTexts.gallery;

/** Shape of the slider for items without a size of their own, and for all items without autoHeight. */
const fallbackAspectRatio = '16 / 9';

function aspectRatioOf(item: GalleryItem | undefined): string {
  return item?.type === 'image' ? `${item.data.width} / ${item.data.height}` : fallbackAspectRatio;
}

/** Whether slide `index` is the current one or a neighbour, which load at once when lazy loading is on. */
function isNear(index: number, current: number, count: number): boolean {
  const distance = Math.abs(index - current);
  return Math.min(distance, count - distance) <= 1;
}

/**
 * An inline slider with thumbnails (docs/requirements.md §4, §9) whose current image opens a PhotoSwipe lightbox.
 * Every move goes through the pure gallery state machine.
 */
export function Gallery({ items, label, options: overrides }: GalleryProps) {
  const options = { ...galleryDefaults, ...overrides };
  const [state, dispatch] = useReducer(galleryReducer, undefined, () =>
    galleryReducer(emptyGalleryState, {
      type: 'initialized',
      items,
      loop: options.loop,
      autoPlay: options.autoPlay,
    }),
  );
  const { currIndex, hasNext, hasPrev } = state;
  const count = state.items.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const focusCurrentSlide = useRef(false);
  const reducedMotion = useReducedMotion();
  const pageLoaded = usePageLoaded();
  const thumbnailsShown = options.thumbnails && count > 1;
  const slidesWithSource = useSourcesInTurn(count, pageLoaded);

  useEffect(() => {
    dispatch({ type: 'itemsChanged', items });
  }, [items]);

  const goTo = (index: number) => dispatch({ type: 'indexChanged', index });
  const goNext = () => goTo(nextIndex(state));
  const goPrevious = () => goTo(previousIndex(state));

  // The lightbox closed: the focus goes back to the picture, the one it was paged to if it was.
  const focusCurrentPicture = () =>
    trackRef.current?.querySelector<HTMLElement>('[data-current] [data-open]')?.focus();
  const openLightbox = useLightbox(state.items, goTo, focusCurrentPicture);
  useAutoplay(state.isPlaying, options.playerInterval, currIndex, () => dispatch(autoplayTick(state)));
  const swipe = useSwipe({
    viewportRef,
    hasNext,
    hasPrevious: hasPrev,
    onSwipe: (direction) => (direction === 'next' ? goNext() : goPrevious()),
  });

  // Moving with the arrow keys on a slide makes it inert; the focus follows to the new slide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current slide changes.
  useEffect(() => {
    if (!focusCurrentSlide.current) return;
    focusCurrentSlide.current = false;
    focusCurrentPicture();
  }, [currIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // A video's own controls and form fields use the arrows themselves.
    if ((event.target as Element).closest('video, input, select, textarea')) return;
    event.preventDefault();
    focusCurrentSlide.current = trackRef.current?.contains(event.target as Node) ?? false;
    if (event.key === 'ArrowLeft') goPrevious();
    else goNext();
  };

  const aspectRatio = options.autoHeight ? aspectRatioOf(state.items[currIndex]) : fallbackAspectRatio;

  return (
    <section
      className={styles.gallery}
      aria-roledescription={texts.carousel}
      aria-label={label}
      data-thumbs={options.thumbPosition}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        <div ref={viewportRef} className={styles.viewport} style={{ aspectRatio }} {...swipe.handlers}>
          <div
            ref={trackRef}
            className={styles.track}
            data-dragging={swipe.dragging ? '' : undefined}
            // Inline, not custom properties: CSS modules rename those, so they could not be set from here.
            style={{
              transform: `translateX(calc(${-currIndex * 100}% + ${swipe.offset}px))`,
              transition:
                swipe.dragging || reducedMotion
                  ? 'none'
                  : `transform ${options.slidingDuration}ms ${options.slidingEasing}`,
            }}
          >
            {state.items.map((item, index) => (
              <GallerySlide
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the index is their identity in the gallery.
                key={index}
                item={item}
                index={index}
                count={count}
                isCurrent={index === currIndex}
                lazy={options.lazyLoading && !isNear(index, currIndex, count)}
                // The picture in view is part of the page as the server renders it; the others wait
                // for the page's load, and then come a few per task.
                hasSource={index === currIndex || index < slidesWithSource}
                fit={options.imageSize}
                onOpen={() => openLightbox(index)}
              />
            ))}
          </div>
        </div>
        {options.nav && count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              aria-label={texts.previous}
              disabled={!hasPrev}
              onClick={goPrevious}
            >
              <MediaIcon name="previous" size={28} />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              aria-label={texts.next}
              disabled={!hasNext}
              onClick={goNext}
            >
              <MediaIcon name="next" size={28} />
            </button>
          </>
        )}
        {options.counter && count > 0 && (
          <p className={styles.counter} aria-live="polite" data-counter="">
            {texts.counter(currIndex + 1, count)}
          </p>
        )}
        {options.autoPlay && (
          <button
            type="button"
            className={styles.slideshow}
            aria-label={state.isPlaying ? texts.stopSlideshow : texts.startSlideshow}
            onClick={() => dispatch({ type: state.isPlaying ? 'stop' : 'play' })}
          >
            <MediaIcon name={state.isPlaying ? 'pause' : 'play'} size={20} />
          </button>
        )}
      </div>
      {options.dots && count > 1 && (
        <GalleryDots count={count} currIndex={currIndex} size={options.dotsSize} onSelect={goTo} />
      )}
      {thumbnailsShown && (
        <GalleryThumbnails
          items={state.items}
          currIndex={currIndex}
          width={options.thumbWidth}
          height={options.thumbHeight}
          lazy={options.lazyLoading}
          pageLoaded={pageLoaded}
          smoothScroll={!reducedMotion}
          resizeDebounce={options.resizeDebounce}
          onSelect={goTo}
        />
      )}
    </section>
  );
}
