import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryItem } from '../model/gallery-item';
import { Gallery } from './gallery';

const items: GalleryItem[] = ['Salon', 'Havuz', 'Sauna'].map((alt, index) => ({
  type: 'image',
  data: { src: `/img-${index}.webp`, alt, width: 1200, height: 800 },
}));

beforeAll(() => {
  // jsdom lays nothing out; the gallery only asks these to keep the current thumbnail in view.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
  Element.prototype.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const counter = () => screen.getByText(/^\d+ \/ \d+$/);
const currentImage = (container: HTMLElement) =>
  within(container.querySelector('[data-current]') as HTMLElement).getByRole('img');

// Queries by role are slow in jsdom on a machine shared with builds.
describe('Gallery', { timeout: 20_000 }, () => {
  it('moves with next and previous, wrapping with loop', () => {
    const { container } = render(<Gallery items={items} label="Galeri" />);
    expect(counter().textContent).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Önceki görsel' }));
    expect(counter().textContent).toBe('3 / 3');
    expect(currentImage(container).getAttribute('alt')).toBe('Sauna');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(counter().textContent).toBe('1 / 3');
  });

  it('stays at the ends without loop, with the buttons disabled', () => {
    render(<Gallery items={items} label="Galeri" options={{ loop: false }} />);
    const previous = screen.getByRole('button', { name: 'Önceki görsel' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Görsel 3: Sauna' }));
    expect(counter().textContent).toBe('3 / 3');
    expect((screen.getByRole('button', { name: 'Sonraki görsel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the chosen thumbnail as current', () => {
    render(<Gallery items={items} label="Galeri" />);
    const thumb = screen.getByRole('button', { name: 'Görsel 2: Havuz' });
    fireEvent.click(thumb);
    expect(thumb.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Görsel 1: Salon' }).getAttribute('aria-current')).toBeNull();
  });

  it('loads the current image and its neighbours at once and the others lazily', () => {
    const six: GalleryItem[] = Array.from({ length: 6 }, (_, index) => ({
      type: 'image',
      data: { src: `/six-${index}.webp`, alt: `G${index}`, width: 1200, height: 800 },
    }));
    const { container } = render(<Gallery items={six} label="Galeri" />);
    const loading = [...container.querySelectorAll('[role="group"] img')].map((image) =>
      image.getAttribute('loading'),
    );
    // Slide 1 is current; 2 and the last (its neighbour through the loop) load with it.
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'eager']);
  });

  it('shows loading, then success or the error icon', () => {
    const { container } = render(<Gallery items={items} label="Galeri" options={{ thumbnails: false }} />);
    const frames = container.querySelectorAll('[data-status]');
    expect([...frames].map((frame) => frame.getAttribute('data-status'))).toEqual([
      'loading',
      'loading',
      'loading',
    ]);
    const [first, second] = container.querySelectorAll('[role="group"] img');
    fireEvent.load(first as Element);
    fireEvent.error(second as Element);
    expect(frames[0]?.getAttribute('data-status')).toBe('success');
    expect(frames[1]?.getAttribute('data-status')).toBe('failed');
    expect(within(frames[1] as HTMLElement).getByRole('img', { name: 'Görsel yüklenemedi' })).toBeTruthy();
  });

  it('autoplays every playerInterval when asked, and stops on request', () => {
    vi.useFakeTimers();
    render(<Gallery items={items} label="Galeri" options={{ autoPlay: true, playerInterval: 3000 }} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(counter().textContent).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter().textContent).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(counter().textContent).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(counter().textContent).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slayt gösterisini durdur' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(counter().textContent).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Slayt gösterisini başlat' })).toBeTruthy();
  });

  it('shows dots instead of thumbnails when configured', () => {
    render(<Gallery items={items} label="Galeri" options={{ dots: true, thumbnails: false }} />);
    expect(screen.queryByRole('list', { name: 'Küçük resimler' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Görsel 3' }));
    expect(counter().textContent).toBe('3 / 3');
  });
});
