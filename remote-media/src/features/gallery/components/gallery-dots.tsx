import { mediaTexts } from '../../../texts';
import styles from './gallery.module.css';

interface GalleryDotsProps {
  count: number;
  currIndex: number;
  /** Diameter in pixels (docs/requirements.md §9: dotsSize). */
  size: number;
  onSelect: (index: number) => void;
}

const texts = mediaTexts.gallery;

/** One dot per item, the current one filled; an alternative to thumbnails (off by default). */
export function GalleryDots({ count, currIndex, size, onSelect }: GalleryDotsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the dots are a group of buttons, not form fields.
    <div className={styles.dots} aria-label={texts.dots} role="group">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is nothing but its index.
          key={index}
          type="button"
          className={styles.dot}
          aria-label={texts.dot(index + 1)}
          aria-current={index === currIndex ? 'true' : undefined}
          onClick={() => onSelect(index)}
        >
          <span className={styles.dotMark} style={{ width: size, height: size }} />
        </button>
      ))}
    </div>
  );
}
