import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import { type GalleryItem, thumbOf } from '../model/gallery-item';
import styles from './gallery.module.css';
import { GalleryImage } from './gallery-image';

interface GallerySlideProps {
  item: GalleryItem;
  index: number;
  count: number;
  isCurrent: boolean;
  lazy: boolean;
  /** Whether its picture has its source yet: the gallery gives them out after the page has loaded. */
  hasSource: boolean;
  fit: 'cover' | 'contain';
  onOpen: () => void;
}

const texts = mediaTexts.gallery;

/** Stand-in size of a video or embedded page before it reports its own. */
const embedSize = { width: 1280, height: 720 };

function SlideContent({
  item,
  lazy,
  hasSource,
  fit,
}: Pick<GallerySlideProps, 'item' | 'lazy' | 'hasSource' | 'fit'>) {
  switch (item.type) {
    case 'image':
      return <GalleryImage key={item.data.src} {...item.data} lazy={lazy} hasSource={hasSource} fit={fit} />;
    case 'video': {
      const { data } = item;
      return (
        <video
          className={styles.video}
          src={data.src}
          poster={data.poster}
          aria-label={data.alt}
          muted={data.mute}
          controls={data.controls ?? true}
          controlsList={data.controlsList}
          disablePictureInPicture={data.disablePictureInPicture}
          autoPlay={data.autoplay}
          playsInline
          preload="metadata"
        />
      );
    }
    case 'youtube':
    case 'iframe': {
      const thumb = thumbOf(item);
      return thumb ? (
        <GalleryImage
          key={thumb}
          src={thumb}
          alt={item.data.alt}
          {...embedSize}
          lazy={lazy}
          hasSource={hasSource}
          fit={fit}
        />
      ) : (
        <span className={styles.embedTitle}>{item.data.alt}</span>
      );
    }
  }
}

/**
 * One slide. Images open the lightbox; videos play in place with their own controls; YouTube and
 * other pages show their picture and load only when the visitor opens them in the lightbox.
 */
export function GallerySlide({
  item,
  index,
  count,
  isCurrent,
  lazy,
  hasSource,
  fit,
  onOpen,
}: GallerySlideProps) {
  const opensLightbox = item.type !== 'video';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a fieldset.
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={texts.slide}
      aria-label={texts.counter(index + 1, count)}
      inert={!isCurrent}
      data-current={isCurrent ? '' : undefined}
    >
      <SlideContent item={item} lazy={lazy} hasSource={hasSource} fit={fit} />
      {opensLightbox && (
        <button
          type="button"
          className={styles.open}
          data-open=""
          aria-label={item.type === 'image' ? texts.open(item.data.alt) : texts.play(item.data.alt)}
          onClick={onOpen}
        >
          {item.type !== 'image' && (
            <span className={styles.playBadge} aria-hidden="true">
              <MediaIcon name="play" size={32} />
            </span>
          )}
        </button>
      )}
    </div>
  );
}
