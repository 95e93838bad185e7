import { describe, expect, it } from 'vitest';
import type { GalleryItem } from './gallery-item';
import {
  autoplayTick,
  emptyGalleryState,
  type GalleryAction,
  type GalleryState,
  galleryReducer,
  nextIndex,
  previousIndex,
} from './gallery-state';

const image = (name: string): GalleryItem => ({
  type: 'image',
  data: { src: `${name}.webp`, alt: name, width: 1200, height: 800 },
});
const three = [image('a'), image('b'), image('c')];

function run(...actions: GalleryAction[]): GalleryState {
  return actions.reduce(galleryReducer, emptyGalleryState);
}

const init = (loop: boolean, items = three, autoPlay = false): GalleryAction => ({
  type: 'initialized',
  items,
  loop,
  autoPlay,
});
const go = (index: number): GalleryAction => ({ type: 'indexChanged', index });

describe('galleryReducer', () => {
  it('starts at the first item with the state fields of docs/requirements.md §3', () => {
    expect(run(init(true))).toEqual({
      action: 'initialized',
      isPlaying: false,
      hasNext: true,
      hasPrev: true,
      currIndex: 0,
      items: three,
      loop: true,
    });
  });

  it('without loop has no previous at the start and no next at the end', () => {
    const start = run(init(false));
    expect([start.hasPrev, start.hasNext]).toEqual([false, true]);
    const end = run(init(false), go(2));
    expect([end.hasPrev, end.hasNext]).toEqual([true, false]);
  });

  it('moves to any index inside the items and records the action', () => {
    const state = run(init(true), go(2));
    expect(state.currIndex).toBe(2);
    expect(state.action).toBe('indexChanged');
  });

  it('ignores an index outside the items', () => {
    const before = run(init(true), go(1));
    for (const index of [-1, 3, 99, 1.5, Number.NaN]) {
      expect(galleryReducer(before, go(index))).toBe(before);
    }
  });

  it('keeps the current index valid when items are removed', () => {
    const state = run(init(false), go(2), { type: 'itemsChanged', items: three.slice(0, 2) });
    expect(state.currIndex).toBe(1);
    expect(state.hasNext).toBe(false);
    expect(state.action).toBe('itemsChanged');
    expect(run(init(true), go(2), { type: 'itemsChanged', items: [] }).currIndex).toBe(0);
  });

  it('leaves the state alone when the same items come again', () => {
    const state = run(init(true), go(1));
    expect(galleryReducer(state, { type: 'itemsChanged', items: state.items })).toBe(state);
  });

  it('keeps the index when items are added', () => {
    const state = run(init(false), go(1), { type: 'itemsChanged', items: [...three, image('d')] });
    expect(state.currIndex).toBe(1);
    expect(state.items).toHaveLength(4);
  });

  it('plays and stops', () => {
    const playing = run(init(true), { type: 'play' });
    expect(playing.isPlaying).toBe(true);
    expect(playing.action).toBe('play');
    const stopped = galleryReducer(playing, { type: 'stop' });
    expect(stopped.isPlaying).toBe(false);
    expect(stopped.action).toBe('stop');
  });

  it('starts playing when initialized with autoplay', () => {
    expect(run(init(true, three, true)).isPlaying).toBe(true);
  });

  it('cannot play with a single item or at the end without loop', () => {
    expect(run(init(true, [image('a')]), { type: 'play' }).isPlaying).toBe(false);
    expect(run(init(false), go(2), { type: 'play' }).isPlaying).toBe(false);
  });
});

describe('next and previous', () => {
  it('move to the neighbours', () => {
    const middle = run(init(false), go(1));
    expect(nextIndex(middle)).toBe(2);
    expect(previousIndex(middle)).toBe(0);
  });

  it('wrap at the ends when loop is on', () => {
    expect(nextIndex(run(init(true), go(2)))).toBe(0);
    expect(previousIndex(run(init(true)))).toBe(2);
  });

  it('stay at the ends when loop is off', () => {
    expect(nextIndex(run(init(false), go(2)))).toBe(2);
    expect(previousIndex(run(init(false)))).toBe(0);
  });

  it('stay on a single item even with loop on', () => {
    const single = run(init(true, [image('a')]));
    expect([single.hasNext, single.hasPrev]).toEqual([false, false]);
    expect(nextIndex(single)).toBe(0);
    expect(previousIndex(single)).toBe(0);
  });
});

describe('autoplayTick', () => {
  it('advances every tick and wraps with loop', () => {
    let state = run(init(true), { type: 'play' });
    const visited: number[] = [];
    for (let tick = 0; tick < 4; tick++) {
      state = galleryReducer(state, autoplayTick(state));
      visited.push(state.currIndex);
    }
    expect(visited).toEqual([1, 2, 0, 1]);
    expect(state.isPlaying).toBe(true);
  });

  it('stops at the last item without loop', () => {
    let state = run(init(false), { type: 'play' });
    state = galleryReducer(state, autoplayTick(state));
    state = galleryReducer(state, autoplayTick(state));
    expect(state.currIndex).toBe(2);
    expect(state.isPlaying).toBe(false);
    expect(autoplayTick(state)).toEqual({ type: 'stop' });
  });
});
