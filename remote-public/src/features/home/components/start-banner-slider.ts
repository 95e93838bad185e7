import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { bannerOptions } from './banner-options';

export interface BannerElements {
  container: HTMLElement;
  previous: HTMLElement;
  next: HTMLElement;
  pagination: HTMLElement;
}

/**
 * Turns the banner's plain markup into the slider; loaded after the first paint, so the first
 * slide never waits for swiper. Returns the clean-up, which puts the markup back as it was.
 */
export function startBannerSlider({ container, previous, next, pagination }: BannerElements): () => void {
  const swiper = new Swiper(container, {
    ...bannerOptions,
    modules: [Navigation, Pagination, Autoplay, A11y],
    navigation: { prevEl: previous, nextEl: next, addIcons: false },
    pagination: { ...bannerOptions.pagination, el: pagination },
  });
  return () => swiper.destroy(true, true);
}
