/** The data attributes of the video element the player reads (docs/requirements.md §3), as `dataset` names them. */
export interface PlayerDataset {
  playerTheme?: string | undefined;
  playerWidth?: string | undefined;
  playerFloat?: string | undefined;
  playerBar?: string | undefined;
}

/** The same attributes as JSX props of the `<video>` element. */
export interface PlayerDataAttributes {
  'data-player-theme'?: string;
  'data-player-width'?: string;
  'data-player-float'?: string;
  'data-player-bar'?: string;
}

export type PlayerFloat = 'left' | 'right' | 'none';

export interface PlayerSettings {
  /** Background colour of the control bar. */
  theme: string;
  /** Largest width of the player; it scales down with the page. */
  width: string;
  /** Where a player narrower than the page sits: at the left, at the right, or centred. */
  float: PlayerFloat;
  /** Colour of the played part of the progress bar and of the volume slider. */
  bar: string;
}

export const defaultPlayerSettings: PlayerSettings = {
  theme: 'rgba(29, 31, 35, 0.82)',
  width: '1440px',
  float: 'none',
  bar: '#c8102e',
};

// Values go into CSS custom properties, so only plain colours and lengths are let through.
const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i;
const lengthPattern = /^(\d+(\.\d+)?)(px|%|rem|em|vw)?$/;

function colourOr(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed && colourPattern.test(trimmed) ? trimmed : fallback;
}

function widthOr(value: string | undefined, fallback: string): string {
  const match = lengthPattern.exec(value?.trim() ?? '');
  if (!match || Number(match[1]) === 0) return fallback;
  // A bare number is pixels, as in width="1440".
  return match[3] ? `${match[1]}${match[3]}` : `${match[1]}px`;
}

function floatOr(value: string | undefined, fallback: PlayerFloat): PlayerFloat {
  const trimmed = value?.trim().toLowerCase();
  return trimmed === 'left' || trimmed === 'right' || trimmed === 'none' ? trimmed : fallback;
}

/** The player's settings from the video element's data attributes; a missing or invalid value keeps its default. */
export function readPlayerSettings(dataset: PlayerDataset): PlayerSettings {
  return {
    theme: colourOr(dataset.playerTheme, defaultPlayerSettings.theme),
    width: widthOr(dataset.playerWidth, defaultPlayerSettings.width),
    float: floatOr(dataset.playerFloat, defaultPlayerSettings.float),
    bar: colourOr(dataset.playerBar, defaultPlayerSettings.bar),
  };
}

/** Whether two settings style the player alike, so reading them again needs no new render. */
export function samePlayerSettings(a: PlayerSettings, b: PlayerSettings): boolean {
  return a.theme === b.theme && a.width === b.width && a.float === b.float && a.bar === b.bar;
}

/**
 * The player's one style attribute: its width, and the colours its parts read as
 * `var(--player-bar)` and `var(--player-theme)` (video-player.module.css).
 */
export function playerStyle(settings: PlayerSettings): Record<string, string> {
  return { maxWidth: settings.width, '--player-bar': settings.bar, '--player-theme': settings.theme };
}
