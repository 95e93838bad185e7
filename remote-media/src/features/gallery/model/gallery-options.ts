/** How a gallery looks and behaves; every field has the default of docs/requirements.md §9. */
export interface GalleryOptions {
  nav: boolean;
  loop: boolean;
  dots: boolean;
  thumbnails: boolean;
  counter: boolean;
  autoPlay: boolean;
  thumbWidth: number;
  thumbHeight: number;
  /** Milliseconds between autoplay steps. */
  playerInterval: number;
  /** Milliseconds one slide takes to slide in. */
  slidingDuration: number;
  slidingEasing: string;
  /** Milliseconds of quiet after a resize before the layout is re-measured. */
  resizeDebounce: number;
  lazyLoading: boolean;
  thumbPosition: 'top' | 'bottom';
  /** Diameter of a dot in pixels. */
  dotsSize: number;
  /** The slider takes the height of the current item's aspect ratio. */
  autoHeight: boolean;
  imageSize: 'cover' | 'contain';
}

export const galleryDefaults: GalleryOptions = {
  nav: true,
  loop: true,
  dots: false,
  thumbnails: true,
  counter: true,
  autoPlay: false,
  thumbWidth: 120,
  thumbHeight: 90,
  playerInterval: 3000,
  slidingDuration: 468,
  slidingEasing: 'cubic-bezier(0.42, 0, 0.58, 1)',
  resizeDebounce: 50,
  lazyLoading: true,
  thumbPosition: 'bottom',
  dotsSize: 6,
  autoHeight: false,
  imageSize: 'contain',
};

/** The club pages' gallery: the product's overrides of the defaults (docs/requirements.md §9). */
export const productGalleryOptions: Partial<GalleryOptions> = {
  autoHeight: true,
  imageSize: 'cover',
};
