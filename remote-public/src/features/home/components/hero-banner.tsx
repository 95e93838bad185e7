import { afterPageLoad } from '@sportif/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bannerSlides, bannerTexts } from '../../../content/home-content';
import { joinUsLink } from '../../../content/site-content';
import styles from './hero-banner.module.css';

const slideTones = [styles.toneRed, styles.toneDark, styles.toneWarm];

/**
 * The home banner (spec §2, §9). The slides are plain markup with the first one in view, so the
 * first heading paints at once; swiper arrives once the page has loaded and takes the same markup
 * over (the first autoplay step is a second away anyway).
 */
export function HeroBanner() {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const [sliding, setSliding] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    afterPageLoad()
      .then(() => import('./start-banner-slider'))
      .then(({ startBannerSlider }) => {
        if (cancelled || !container.current || !previous.current || !next.current || !pagination.current)
          return;
        stop = startBannerSlider({
          container: container.current,
          previous: previous.current,
          next: next.current,
          pagination: pagination.current,
        });
        setSliding(true);
      })
      .catch((error: unknown) => {
        // Without the slider the first slide stays, which is a complete banner.
        console.error('The banner slider could not start', error);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <section
      className={styles.banner}
      aria-roledescription={bannerTexts.carouselRoleDescription}
      aria-label={bannerTexts.regionLabel}
    >
      <div ref={container} className={styles.slider} data-sliding={sliding}>
        <div className={`swiper-wrapper ${styles.track}`}>
          {bannerSlides.map((slide, index) => (
            <div
              key={slide.heading}
              className={`swiper-slide ${styles.slide} ${slideTones[index % slideTones.length]}`}
              data-banner-slide={index + 1}
              // Until the slider runs, the hidden slides must not take the keyboard focus.
              inert={!sliding && index > 0}
            >
              <div className={styles.content}>
                <p className={styles.label}>{slide.label}</p>
                <h2 className={styles.heading}>{slide.heading}</h2>
                <Link to={joinUsLink.to} className={styles.join}>
                  {bannerTexts.join}
                </Link>
              </div>
            </div>
          ))}
        </div>
        <button
          ref={previous}
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={bannerTexts.previous}
        >
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <button
          ref={next}
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={bannerTexts.next}
        >
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <div ref={pagination} className={styles.pagination} />
      </div>
    </section>
  );
}
