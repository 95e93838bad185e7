import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { bannerOptions } from '../model/banner-options';

export interface BannerElements {
  container: HTMLElement;
  previous: HTMLElement;
  next: HTMLElement;
  pagination: HTMLElement;
}

export interface BannerSlider {
  /** Starts or stops the autoplay; the slides stay where they are. */
  setAutoplay: (playing: boolean) => void;
  /** Puts the markup back as it was. */
  destroy: () => void;
}

/**
 * Turns the banner's plain markup into the slider; loaded after the first paint, so the first
 * slide never waits for swiper. Its autoplay waits for the first `setAutoplay(true)`.
 */
export function startBannerSlider({ container, previous, next, pagination }: BannerElements): BannerSlider {
  const swiper = new Swiper(container, {
    ...bannerOptions,
    modules: [Navigation, Pagination, Autoplay, A11y],
    navigation: { prevEl: previous, nextEl: next, addIcons: false },
    pagination: { ...bannerOptions.pagination, el: pagination },
  });
  const setAutoplay = (play: boolean) => {
    if (play && !swiper.autoplay.running) swiper.autoplay.start();
    if (!play && swiper.autoplay.running) swiper.autoplay.stop();
  };
  setAutoplay(false);
  return { setAutoplay, destroy: () => swiper.destroy(true, true) };
}
