import type { GalleryItem } from './gallery-item';

export type GalleryAction =
  | { type: 'initialized'; items: readonly GalleryItem[]; loop: boolean; autoPlay: boolean }
  | { type: 'itemsChanged'; items: readonly GalleryItem[] }
  | { type: 'indexChanged'; index: number }
  | { type: 'play' }
  | { type: 'stop' };

/** The gallery's state (docs/requirements.md §3), plus the loop setting the neighbours depend on. */
export interface GalleryState {
  /** The last action applied. */
  action: GalleryAction['type'];
  isPlaying: boolean;
  hasNext: boolean;
  hasPrev: boolean;
  currIndex: number;
  items: readonly GalleryItem[];
  loop: boolean;
}

function withNeighbours(state: Omit<GalleryState, 'hasNext' | 'hasPrev'>): GalleryState {
  const count = state.items.length;
  const wraps = state.loop && count > 1;
  const hasNext = wraps || state.currIndex < count - 1;
  const hasPrev = wraps || state.currIndex > 0;
  // Autoplay has nowhere to go without a next item.
  return { ...state, hasNext, hasPrev, isPlaying: state.isPlaying && hasNext };
}

function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/**
 * The gallery's state machine (docs/requirements.md §4): pure, so the slider, the thumbnails, autoplay and the
 * lightbox all move through the same rules. An index outside the items is ignored; new items keep
 * the current index inside them.
 */
export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'initialized':
      return withNeighbours({
        action: action.type,
        items: action.items,
        loop: action.loop,
        currIndex: 0,
        isPlaying: action.autoPlay,
      });
    case 'itemsChanged':
      if (action.items === state.items) return state;
      return withNeighbours({
        ...state,
        action: action.type,
        items: action.items,
        currIndex: clampIndex(state.currIndex, action.items.length),
      });
    case 'indexChanged':
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.items.length) {
        return state;
      }
      return withNeighbours({ ...state, action: action.type, currIndex: action.index });
    case 'play':
      return withNeighbours({ ...state, action: action.type, isPlaying: true });
    case 'stop':
      return withNeighbours({ ...state, action: action.type, isPlaying: false });
  }
}

/** The state before `initialized`: no items. */
export const emptyGalleryState: GalleryState = {
  action: 'initialized',
  isPlaying: false,
  hasNext: false,
  hasPrev: false,
  currIndex: 0,
  items: [],
  loop: true,
};

/** The index "next" leads to: the neighbour, the first item after the last when looping, else here. */
export function nextIndex(state: GalleryState): number {
  if (state.currIndex < state.items.length - 1) return state.currIndex + 1;
  return state.hasNext ? 0 : state.currIndex;
}

/** The index "previous" leads to: the neighbour, the last item before the first when looping, else here. */
export function previousIndex(state: GalleryState): number {
  if (state.currIndex > 0) return state.currIndex - 1;
  return state.hasPrev ? state.items.length - 1 : state.currIndex;
}

/** What one autoplay tick (every playerInterval) does: advance, or stop at the end without loop. */
export function autoplayTick(state: GalleryState): GalleryAction {
  return state.hasNext ? { type: 'indexChanged', index: nextIndex(state) } : { type: 'stop' };
}
