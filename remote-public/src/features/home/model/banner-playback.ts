/**
 * Whether the banner's slides move by themselves (WCAG 2.2.2: moving content can be paused). They
 * autoplay (docs/requirements.md §9) unless the visitor paused them with the banner's button, asked the system for
 * less motion, or moved the keyboard focus into the banner, where a slide that moves away would
 * take the focused link with it. Swipes, arrows and dots never stop it (docs/requirements.md §4).
 */
export interface BannerPlayback {
  /** The visitor's choice: the pause button, or reduced motion until they press play. */
  paused: boolean;
  /** Keyboard focus is inside the banner. */
  keyboardInside: boolean;
}

export type BannerPlaybackEvent =
  | { type: 'toggle' }
  | { type: 'keyboardEntered' }
  | { type: 'focusLeft' }
  | { type: 'reducedMotionChanged'; reduce: boolean };

export function initialBannerPlayback(reducedMotion: boolean): BannerPlayback {
  return { paused: reducedMotion, keyboardInside: false };
}

export function bannerPlayback(state: BannerPlayback, event: BannerPlaybackEvent): BannerPlayback {
  switch (event.type) {
    case 'toggle':
      return { ...state, paused: !state.paused };
    case 'keyboardEntered':
      return state.keyboardInside ? state : { ...state, keyboardInside: true };
    case 'focusLeft':
      return state.keyboardInside ? { ...state, keyboardInside: false } : state;
    case 'reducedMotionChanged':
      return state.paused === event.reduce ? state : { ...state, paused: event.reduce };
  }
}

export function isAutoplaying(state: BannerPlayback): boolean {
  return !state.paused && !state.keyboardInside;
}
