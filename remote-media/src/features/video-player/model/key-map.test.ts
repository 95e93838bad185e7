import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyInput } from './key-map';

const key = (k: string, code: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

const space = key(' ', 'Space');
const left = key('ArrowLeft', 'ArrowLeft');
const right = key('ArrowRight', 'ArrowRight');

describe('commandForKey', () => {
  it('toggles play with space on the player', () => {
    expect(commandForKey(space, 'player')).toEqual({ type: 'togglePlay' });
  });

  it('leaves space to a focused button, the volume slider and the speed list', () => {
    expect(commandForKey(space, 'button')).toBeNull();
    expect(commandForKey(space, 'volume')).toBeNull();
    expect(commandForKey(space, 'speed')).toBeNull();
  });

  it('seeks 10 s back and forward with the arrows on the player and its buttons', () => {
    expect(commandForKey(left, 'player')).toEqual({ type: 'seekBy', seconds: -10 });
    expect(commandForKey(right, 'player')).toEqual({ type: 'seekBy', seconds: 10 });
    expect(commandForKey(right, 'button')).toEqual({ type: 'seekBy', seconds: 10 });
  });

  it('leaves the arrows to the volume slider and the speed list', () => {
    expect(commandForKey(left, 'volume')).toBeNull();
    expect(commandForKey(right, 'speed')).toBeNull();
  });

  it('toggles picture-in-picture with Alt+P wherever the focus is, whatever character it types', () => {
    for (const target of ['player', 'button', 'volume', 'speed'] as const) {
      expect(commandForKey(key('p', 'KeyP', { altKey: true }), target)).toEqual({
        type: 'togglePictureInPicture',
      });
    }
    expect(commandForKey(key('π', 'KeyP', { altKey: true }), 'player')).toEqual({
      type: 'togglePictureInPicture',
    });
    expect(commandForKey(key('P', 'KeyP', { altKey: true, shiftKey: true }), 'player')).toEqual({
      type: 'togglePictureInPicture',
    });
  });

  it('ignores P without Alt and Alt+P with Ctrl or Meta', () => {
    expect(commandForKey(key('p', 'KeyP'), 'player')).toBeNull();
    expect(commandForKey(key('p', 'KeyP', { altKey: true, ctrlKey: true }), 'player')).toBeNull();
    expect(commandForKey(key('p', 'KeyP', { altKey: true, metaKey: true }), 'player')).toBeNull();
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(commandForKey(key('ArrowLeft', 'ArrowLeft', { altKey: true }), 'player')).toBeNull();
    expect(commandForKey(key(' ', 'Space', { ctrlKey: true }), 'player')).toBeNull();
    expect(commandForKey(key('Tab', 'Tab'), 'player')).toBeNull();
    expect(commandForKey(key('ArrowUp', 'ArrowUp'), 'player')).toBeNull();
    expect(commandForKey(key('Enter', 'Enter'), 'player')).toBeNull();
  });
});
