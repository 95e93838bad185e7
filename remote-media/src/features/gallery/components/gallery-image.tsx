import { useEffect, useRef, useState } from 'react';
import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import styles from './gallery.module.css';

export type ImageStatus = 'loading' | 'success' | 'failed';

interface GalleryImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  lazy: boolean;
  /** Whether the image has its source yet: a picture not in view gets it after the page's load. */
  hasSource: boolean;
  /** How the image fills its box (docs/requirements.md §9: imageSize). */
  fit: 'cover' | 'contain';
  /** A thumbnail's error icon is smaller. */
  small?: boolean;
}

/**
 * An image with the gallery's loading states (docs/requirements.md §4): a spinner while it loads, a 300 ms fade-in
 * on success, an error icon when it fails. Width and height keep its box while it loads. The
 * gallery sits below the club video, so its images wait for the page to load: they would
 * otherwise share the bandwidth with the video's poster, the first thing the visitor sees.
 */
export function GalleryImage({
  src,
  alt,
  width,
  height,
  lazy,
  hasSource,
  fit,
  small = false,
}: GalleryImageProps) {
  const [status, setStatus] = useState<ImageStatus>('loading');
  const image = useRef<HTMLImageElement>(null);
  // An image the server rendered may finish before the page's script hydrates it, and its load
  // event is then gone: what it came to is read from the element instead.
  useEffect(() => {
    const element = image.current;
    if (!element?.getAttribute('src') || !element.complete) return;
    setStatus(element.naturalWidth > 0 ? 'success' : 'failed');
  }, []);
  return (
    <span className={styles.frame} data-status={status} data-small={small ? '' : undefined}>
      <img
        ref={image}
        // A class, not a style attribute: each style attribute of a page the server rendered is
        // one more hash in its Content-Security-Policy header.
        className={fit === 'contain' ? `${styles.image} ${styles.contain}` : styles.image}
        src={hasSource ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : 'eager'}
        // Below the club's video, whose poster comes first.
        fetchPriority="low"
        decoding="async"
        draggable={false}
        onLoad={() => setStatus('success')}
        onError={() => setStatus('failed')}
      />
      {/* Only a picture that has its source is loading: the others (the thumbnails until their
          strip comes near, the slides until their turn) would turn a spinner each, out of sight,
          all through the page's load. */}
      {status === 'loading' && hasSource && <span className={styles.spinner} aria-hidden="true" />}
      {status === 'failed' && (
        <span className={styles.failed} role="img" aria-label={mediaTexts.gallery.imageFailed}>
          <MediaIcon name="brokenImage" size={48} />
          {!small && <span className={styles.failedText}>{mediaTexts.gallery.imageFailed}</span>}
        </span>
      )}
    </span>
  );
}
