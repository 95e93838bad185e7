import { afterPageLoad, useReducedMotion, useSiteContent } from '@sportif/runtime';
import { type FocusEvent, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bannerTexts } from '../content/home-content';
import { bannerPlayback, initialBannerPlayback, isAutoplaying } from '../model/banner-playback';
import styles from './hero-banner.module.css';
import type { BannerSlider } from './start-banner-slider';

const slideTones = [styles.toneRed, styles.toneDark, styles.toneWarm];

type SliderStatus = 'waiting' | 'running' | 'failed';

/**
 * The home banner (docs/requirements.md §2, §9), with the slides staff published. The slides are plain markup with the first one in view, so the
 * first heading paints at once; swiper arrives once the page has loaded and takes the same markup
 * over (the first autoplay step is a second away anyway). Its autoplay can be paused with the
 * button, is off for visitors who prefer reduced motion, and holds while the keyboard is inside.
 */
export function HeroBanner() {
  const { slides } = useSiteContent('banner');
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const slider = useRef<BannerSlider>(undefined);
  const [status, setStatus] = useState<SliderStatus>('waiting');
  const reducedMotion = useReducedMotion();
  const [playback, dispatch] = useReducer(bannerPlayback, reducedMotion, initialBannerPlayback);
  const playing = isAutoplaying(playback);
  const sliding = status === 'running';

  useEffect(() => dispatch({ type: 'reducedMotionChanged', reduce: reducedMotion }), [reducedMotion]);

  useEffect(() => {
    let cancelled = false;
    afterPageLoad()
      .then(() => import(/* webpackChunkName: "banner-slider" */ './start-banner-slider'))
      .then(({ startBannerSlider }) => {
        if (cancelled || !container.current || !previous.current || !next.current || !pagination.current)
          return;
        slider.current = startBannerSlider({
          container: container.current,
          previous: previous.current,
          next: next.current,
          pagination: pagination.current,
        });
        setStatus('running');
      })
      .catch((error: unknown) => {
        // Without the slider the first slide stays, which is a complete banner.
        console.error('The banner slider could not start', error);
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      slider.current?.destroy();
      slider.current = undefined;
    };
  }, []);

  // Also once the slider has started: it starts paused and takes the state of that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sliding` is the trigger, not an input.
  useEffect(() => slider.current?.setAutoplay(playing), [playing, sliding]);

  // Focus that a click puts on an arrow or a dot does not count: only the keyboard's does.
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) dispatch({ type: 'keyboardEntered' });
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focusLeft' });
  };

  return (
    <section
      className={styles.banner}
      aria-roledescription={bannerTexts.carouselRoleDescription}
      aria-label={bannerTexts.regionLabel}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* First in the banner, so the keyboard reaches it before the slides; there once the slides
          can move. */}
      {sliding && (
        <button type="button" className={styles.playback} onClick={() => dispatch({ type: 'toggle' })}>
          <span className={playback.paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          {playback.paused ? bannerTexts.play : bannerTexts.pause}
        </button>
      )}
      <div
        ref={container}
        className={styles.slider}
        data-sliding={sliding}
        aria-busy={status === 'waiting' || undefined}
      >
        <div className={`swiper-wrapper ${styles.track}`}>
          {slides.map((slide, index) => (
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
                <Link to={slide.buttonTarget} className={styles.join}>
                  {slide.buttonText}
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
