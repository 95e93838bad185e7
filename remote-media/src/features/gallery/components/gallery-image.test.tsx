import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryImage } from './gallery-image';

afterEach(cleanup);

const picture = {
  src: '/salon.webp',
  alt: 'Salon',
  width: 1200,
  height: 800,
  lazy: false,
  fit: 'cover',
} as const;

const frameOf = (container: HTMLElement) => container.querySelector('[data-status]') as HTMLElement;
const spinnerIn = (frame: HTMLElement) => frame.querySelector(':scope > span[aria-hidden="true"]');

describe('GalleryImage', () => {
  it('turns no spinner while the picture has no source: nothing is loading', () => {
    const { container } = render(<GalleryImage {...picture} hasSource={false} />);
    const frame = frameOf(container);
    expect(frame.getAttribute('data-status')).toBe('loading');
    expect(frame.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(spinnerIn(frame)).toBeNull();
  });

  it('turns the spinner once the picture has its source, until it has loaded', () => {
    const { container, rerender } = render(<GalleryImage {...picture} hasSource={false} />);
    rerender(<GalleryImage {...picture} hasSource />);
    const frame = frameOf(container);
    expect(frame.querySelector('img')?.getAttribute('src')).toBe('/salon.webp');
    expect(spinnerIn(frame)).not.toBeNull();

    fireEvent.load(frame.querySelector('img') as HTMLImageElement);
    expect(frame.getAttribute('data-status')).toBe('success');
    expect(spinnerIn(frame)).toBeNull();
  });
});
