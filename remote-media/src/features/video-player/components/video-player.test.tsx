import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

const props = {
  title: 'Tanıtım',
  sources: [
    { src: '/promo.webm', type: 'video/webm' },
    { src: '/promo.mp4', type: 'video/mp4' },
  ],
  poster: '/poster.webp',
  width: 960,
  height: 432,
};

afterEach(cleanup);

describe('VideoPlayer', () => {
  it('applies the settings it reads from the data attributes of the video element', () => {
    render(
      <VideoPlayer
        {...props}
        dataAttributes={{
          'data-player-theme': '#123456',
          'data-player-width': '800',
          'data-player-float': 'right',
          'data-player-bar': 'rgb(0, 128, 0)',
        }}
      />,
    );
    const player = screen.getByRole('region', { name: 'Video oynatıcı: Tanıtım' });
    const video = player.querySelector('video') as HTMLVideoElement;
    expect(video.dataset.playerBar).toBe('rgb(0, 128, 0)');
    expect(player.style.maxWidth).toBe('800px');
    expect(player.dataset.float).toBe('right');
    // The parts read these (video-player.module.css); the e2e test sees the colours in Chromium.
    expect(player.style.getPropertyValue('--player-bar')).toBe('rgb(0, 128, 0)');
    expect(player.style.getPropertyValue('--player-theme')).toBe('#123456');
  });

  it('keeps the defaults for invalid attributes', () => {
    render(
      <VideoPlayer
        {...props}
        dataAttributes={{ 'data-player-bar': 'url(x)', 'data-player-width': 'wide' }}
      />,
    );
    const player = screen.getByRole('region', { name: 'Video oynatıcı: Tanıtım' });
    expect(player.style.maxWidth).toBe('1440px');
    expect(player.dataset.float).toBe('none');
  });

  it('offers the sources in order with their types', () => {
    render(<VideoPlayer {...props} />);
    const sources = [...document.querySelectorAll('source')].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['/promo.webm', 'video/webm'],
      ['/promo.mp4', 'video/mp4'],
    ]);
  });

  it('shows "Video not found" instead of the controls once the last source has failed', () => {
    render(<VideoPlayer {...props} />);
    const video = document.querySelector('video') as HTMLVideoElement;
    const [first, last] = document.querySelectorAll('source');
    Object.defineProperty(video, 'networkState', {
      configurable: true,
      value: HTMLMediaElement.NETWORK_LOADING,
    });
    act(() => {
      first?.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByText('Video not found')).toBeNull();
    Object.defineProperty(video, 'networkState', {
      configurable: true,
      value: HTMLMediaElement.NETWORK_NO_SOURCE,
    });
    act(() => {
      last?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Video not found');
    expect(screen.queryByRole('button', { name: 'Oynat' })).toBeNull();
  });
});
