import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryItem } from '../model/gallery-item';
import { GalleryThumbnails, thumbnailsLoadAhead } from './gallery-thumbnails';

const items: GalleryItem[] = Array.from({ length: 4 }, (_, index) => ({
  type: 'image',
  data: { src: `/picture-${index}.webp`, alt: `Resim ${index}`, width: 1200, height: 800 },
}));

/** The strip's observer as the test drives it: what it watches, with which margin, and its callback. */
let observed: { element: Element; rootMargin: string | undefined; report: (intersecting: boolean) => void }[];

beforeEach(() => {
  observed = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        observed.push({
          element,
          rootMargin: this.options?.rootMargin,
          report: (isIntersecting) => this.callback([{ target: element, isIntersecting }]),
        });
      }
      disconnect() {}
    },
  );
  Element.prototype.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the tasks the strip schedules, each batch of sources scheduling the next (use-sources-in-turn). */
const runTasks = () => {
  for (let task = 0; task < items.length; task++) act(() => vi.runAllTimers());
};

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));

function renderStrip(pageLoaded: boolean) {
  const props = {
    items,
    currIndex: 0,
    width: 120,
    height: 90,
    lazy: true,
    smoothScroll: false,
    resizeDebounce: 50,
    onSelect: () => undefined,
  };
  const view = render(<GalleryThumbnails {...props} pageLoaded={pageLoaded} />);
  return { ...view, load: () => view.rerender(<GalleryThumbnails {...props} pageLoaded />) };
}

describe('GalleryThumbnails', () => {
  it('fetches no picture until the page has loaded and the strip comes near the view', () => {
    const { container, load } = renderStrip(false);
    const strip = container.querySelector('ol') as HTMLElement;
    expect(observed.map(({ element, rootMargin }) => [element, rootMargin])).toEqual([
      [strip, `${thumbnailsLoadAhead}px`],
    ]);

    load();
    runTasks();
    expect(sources(container)).toEqual([null, null, null, null]);

    act(() => observed[0]?.report(false));
    runTasks();
    expect(sources(container)).toEqual([null, null, null, null]);

    act(() => observed[0]?.report(true));
    runTasks();
    expect(sources(container)).toEqual(items.map((item) => item.data.src));
  });

  it('waits for the load even when the strip is in view from the start', () => {
    const { container, load } = renderStrip(false);
    act(() => observed[0]?.report(true));
    runTasks();
    expect(sources(container)).toEqual([null, null, null, null]);

    load();
    runTasks();
    expect(sources(container)).toEqual(items.map((item) => item.data.src));
  });
});
