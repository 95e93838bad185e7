import type { SwiperOptions } from 'swiper/types';
import { bannerTexts } from '../content/home-content';

/** The banner's slider settings of docs/requirements.md §9, apart from the elements it is attached to. */
export const bannerOptions = {
  slidesPerView: 1,
  spaceBetween: 30,
  loop: true,
  autoplay: { delay: 1000, disableOnInteraction: false, pauseOnMouseEnter: false },
  pagination: { clickable: true, bulletElement: 'button' },
  a11y: {
    prevSlideMessage: bannerTexts.previous,
    nextSlideMessage: bannerTexts.next,
    firstSlideMessage: bannerTexts.firstSlide,
    lastSlideMessage: bannerTexts.lastSlide,
    paginationBulletMessage: bannerTexts.goToSlide,
    slideLabelMessage: bannerTexts.slideLabel,
    itemRoleDescriptionMessage: bannerTexts.slideRoleDescription,
  },
} as const satisfies SwiperOptions;
