import { describe, expect, it } from 'vitest';
import {
  defaultPlayerSettings,
  playerStyle,
  readPlayerSettings,
  samePlayerSettings,
} from './player-settings';

describe('readPlayerSettings', () => {
  it('uses the defaults without attributes: dark bar, brand red progress, 1440 px, centred', () => {
    expect(readPlayerSettings({})).toEqual(defaultPlayerSettings);
    expect(defaultPlayerSettings).toEqual({
      theme: 'rgba(29, 31, 35, 0.82)',
      width: '1440px',
      float: 'none',
      bar: '#c8102e',
    });
  });

  it('reads every attribute', () => {
    expect(
      readPlayerSettings({
        playerTheme: '#1d1f23',
        playerWidth: '960px',
        playerFloat: 'right',
        playerBar: 'rgb(0, 128, 255)',
      }),
    ).toEqual({ theme: '#1d1f23', width: '960px', float: 'right', bar: 'rgb(0, 128, 255)' });
  });

  it('takes a bare number as pixels and keeps other units', () => {
    expect(readPlayerSettings({ playerWidth: '800' }).width).toBe('800px');
    expect(readPlayerSettings({ playerWidth: '75%' }).width).toBe('75%');
    expect(readPlayerSettings({ playerWidth: ' 40rem ' }).width).toBe('40rem');
  });

  it('accepts colour names and hsl, case-insensitively', () => {
    expect(readPlayerSettings({ playerBar: 'Crimson' }).bar).toBe('Crimson');
    expect(readPlayerSettings({ playerTheme: 'hsla(210, 10%, 12%, 0.8)' }).theme).toBe(
      'hsla(210, 10%, 12%, 0.8)',
    );
    expect(readPlayerSettings({ playerFloat: 'LEFT' }).float).toBe('left');
  });

  it('falls back to the default for values that are not plain colours, lengths or sides', () => {
    expect(
      readPlayerSettings({
        playerTheme: 'red; background: url(x)',
        playerWidth: '0',
        playerFloat: 'center',
        playerBar: 'var(--x)',
      }),
    ).toEqual(defaultPlayerSettings);
    expect(readPlayerSettings({ playerWidth: 'calc(100% - 1px)' }).width).toBe('1440px');
  });
});

describe('samePlayerSettings', () => {
  it('is true for equal settings in different objects, false when any one setting differs', () => {
    expect(samePlayerSettings(readPlayerSettings({}), defaultPlayerSettings)).toBe(true);
    for (const key of ['theme', 'width', 'float', 'bar'] as const) {
      const changed = { ...defaultPlayerSettings, [key]: key === 'float' ? 'left' : '1px' };
      expect(samePlayerSettings(changed, defaultPlayerSettings)).toBe(false);
    }
  });
});

describe('playerStyle', () => {
  it('is the width and the two colours as the custom properties the parts read', () => {
    expect(playerStyle({ theme: '#123456', width: '800px', float: 'left', bar: 'green' })).toEqual({
      maxWidth: '800px',
      '--player-bar': 'green',
      '--player-theme': '#123456',
    });
  });
});
