import { describe, expect, it } from 'vitest';
import {
  fallbackVersionOf,
  liveContentOf,
  liveVersionOf,
  parseLiveState,
  withLive,
  withLiveContent,
  withRollback,
  withStoredOnly,
} from './live-state.ts';

describe('the live state', () => {
  it('makes a released version live and the one it replaces its fallback', () => {
    const first = withLive({}, 'remote-media', 'aaaaaaaaaa');
    expect(liveVersionOf(first, 'remote-media')).toBe('aaaaaaaaaa');
    expect(fallbackVersionOf(first, 'remote-media')).toBeUndefined();
    const second = withLive(first, 'remote-media', 'bbbbbbbbbb');
    expect(second['remote-media']).toEqual(['bbbbbbbbbb', 'aaaaaaaaaa']);
    // Released again, an older version moves to the front instead of appearing twice.
    expect(withLive(second, 'remote-media', 'aaaaaaaaaa')['remote-media']).toEqual([
      'aaaaaaaaaa',
      'bbbbbbbbbb',
    ]);
  });

  it('rolls back to the fallback, whose own predecessor becomes the fallback', () => {
    const state = { shell: ['cccccccccc', 'bbbbbbbbbb', 'aaaaaaaaaa'] };
    expect(withRollback(state, 'shell').shell).toEqual(['bbbbbbbbbb', 'aaaaaaaaaa']);
  });

  it('refuses a rollback with nothing to go back to, saying why', () => {
    expect(() => withRollback({}, 'remote-admin')).toThrow(
      'remote-admin has no live version to roll back: release it first (pnpm release remote-admin)',
    );
    expect(() => withRollback({ 'remote-admin': ['aaaaaaaaaa'] }, 'remote-admin')).toThrow(
      'remote-admin has no previous version to roll back to: only aaaaaaaaaa has been live',
    );
  });

  it('forgets versions that are no longer stored', () => {
    const state = { shell: ['c', 'b', 'a'] };
    expect(withStoredOnly(state, 'shell', new Set(['c', 'b'])).shell).toEqual(['c', 'b']);
  });

  it('reads its file, and says what is wrong with one it cannot use', () => {
    expect(parseLiveState('{"shell":["a"],"other":1}')).toEqual({ shell: ['a'] });
    expect(() => parseLiveState('[]')).toThrow('live.json must map each app to its versions');
    expect(() => parseLiveState('{"shell":"a"}')).toThrow('live.json: "shell" must list versions');
  });

  it('names the live content revision, remembering the last five, the apps as they are', () => {
    let state = withLiveContent({ shell: ['s1'] }, 'c1');
    for (const revision of ['c2', 'c3', 'c4', 'c5', 'c6']) state = withLiveContent(state, revision);
    expect(liveContentOf(state)).toBe('c6');
    expect(state).toEqual({ shell: ['s1'], content: ['c6', 'c5', 'c4', 'c3', 'c2'] });
    // Going back to an earlier revision moves it to the front.
    expect(withLiveContent(state, 'c4').content).toEqual(['c4', 'c6', 'c5', 'c3', 'c2']);
    expect(parseLiveState('{"shell":["a"],"content":["c1"]}')).toEqual({ shell: ['a'], content: ['c1'] });
    expect(() => parseLiveState('{"content":"c1"}')).toThrow(
      'live.json: "content" must list content revisions',
    );
  });
});
