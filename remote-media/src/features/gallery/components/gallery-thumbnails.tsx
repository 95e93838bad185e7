import { useEffect, useEffectEvent, useRef } from 'react';
import { mediaTexts } from '../../../texts';
import { useSeen } from '../hooks/use-seen';
import { useSourcesInTurn } from '../hooks/use-sources-in-turn';
import { type GalleryItem, thumbOf } from '../model/gallery-item';
import styles from './gallery.module.css';
import { GalleryImage } from './gallery-image';

interface GalleryThumbnailsProps {
  items: readonly GalleryItem[];
  currIndex: number;
  width: number;
  height: number;
  lazy: boolean;
  /** Whether the page has loaded: until then, no thumbnail has its source. */
  pageLoaded: boolean;
  /** Whether the strip glides to the current thumbnail rather than jumping. */
  smoothScroll: boolean;
  /** Milliseconds of quiet after a resize before the current thumbnail is centred again. */
  resizeDebounce: number;
  onSelect: (index: number) => void;
}

const texts = mediaTexts.gallery;

/** Pixels the strip adds under the thumbnails' height: room for focus rings and a thin scrollbar. */
const thumbnailStripExtra = 22;

/**
 * How close (in pixels) the strip comes to the viewport before its pictures are fetched: a short
 * scroll ahead. Each thumbnail is its slide's whole picture; on a phone the strip is below the
 * first screen (Lighthouse's simulated phone included), and a visitor who does not
 * scroll that far does not download the strip, nor spend the page's first second decoding it.
 */
export const thumbnailsLoadAhead = 100;

function centre(strip: HTMLElement, thumb: HTMLElement, behavior: ScrollBehavior): void {
  const left = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2;
  // Only the strip scrolls: scrollIntoView could scroll the page to a gallery the visitor is not looking at.
  strip.scrollTo({ left: Math.max(0, left), behavior });
}

/** The strip of thumbnails under the slider; the current one is marked and kept in view. */
export function GalleryThumbnails({
  items,
  currIndex,
  width,
  height,
  lazy,
  pageLoaded,
  smoothScroll,
  resizeDebounce,
  onSelect,
}: GalleryThumbnailsProps) {
  const stripRef = useRef<HTMLOListElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const nearView = useSeen(stripRef, thumbnailsLoadAhead);
  const withSource = useSourcesInTurn(items.length, pageLoaded && nearView);

  useEffect(() => {
    const strip = stripRef.current;
    const thumb = thumbRefs.current[currIndex];
    if (strip && thumb) centre(strip, thumb, smoothScroll ? 'smooth' : 'auto');
  }, [currIndex, smoothScroll]);

  const recentre = useEffectEvent(() => {
    const strip = stripRef.current;
    const thumb = thumbRefs.current[currIndex];
    if (strip && thumb) centre(strip, thumb, 'auto');
  });

  // A new width moves the thumbnails; once resizing pauses, the current one is centred again.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observed = false;
    const observer = new ResizeObserver(() => {
      // The first call only reports the size the strip already had.
      if (!observed) {
        observed = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => recentre(), resizeDebounce);
    });
    observer.observe(strip);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [resizeDebounce]);

  return (
    <ol
      ref={stripRef}
      className={styles.thumbnails}
      style={{ height: height + thumbnailStripExtra }}
      aria-label={texts.thumbnails}
    >
      {items.map((item, index) => {
        const thumb = thumbOf(item);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the index is their identity in the gallery.
          <li key={index} className={styles.thumbItem}>
            <button
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              style={{ width, height }}
              aria-label={texts.thumbnail(index + 1, item.data.alt)}
              aria-current={index === currIndex ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              {thumb ? (
                <GalleryImage
                  key={thumb}
                  src={thumb}
                  alt=""
                  width={width}
                  height={height}
                  lazy={lazy}
                  hasSource={index < withSource}
                  fit="cover"
                  small
                />
              ) : (
                <span className={styles.thumbTitle}>{item.data.alt}</span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
