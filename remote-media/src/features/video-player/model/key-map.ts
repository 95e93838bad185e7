import { type PlayerCommand, seekStep } from './player-command';

/** The parts of a KeyboardEvent the map reads. */
export interface KeyInput {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * What had focus when the key was pressed: the player itself (or its progress bar), a button, the
 * volume slider or the speed list. Keys those controls handle natively stay theirs: space presses
 * a button, arrows move the volume slider and the speed list.
 */
export type KeyTarget = 'player' | 'button' | 'volume' | 'speed';

/**
 * The player's keyboard (docs/requirements.md §9): space toggles play, ← and → seek 10 s, Alt+P toggles
 * picture-in-picture. Returns null for keys the player leaves to the page or the focused control.
 */
export function commandForKey(input: KeyInput, target: KeyTarget): PlayerCommand | null {
  // code, not key: on a Mac Alt+P types "π".
  if (input.altKey && input.code === 'KeyP' && !input.ctrlKey && !input.metaKey) {
    return { type: 'togglePictureInPicture' };
  }
  if (input.altKey || input.ctrlKey || input.metaKey) return null;

  switch (input.key) {
    case ' ':
    case 'Spacebar':
      return target === 'player' ? { type: 'togglePlay' } : null;
    case 'ArrowLeft':
      return target === 'player' || target === 'button' ? { type: 'seekBy', seconds: -seekStep } : null;
    case 'ArrowRight':
      return target === 'player' || target === 'button' ? { type: 'seekBy', seconds: seekStep } : null;
    default:
      return null;
  }
}
