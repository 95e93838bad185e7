// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterPaint } from './start-after-paint';

const entryScripts = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

describe('startAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 16));
    document.head.innerHTML =
      '<link as="script" href="/main.1.js" integrity="sha256-abc=" crossorigin data-shell-entry>' +
      '<link data-preload-after-paint href="/remotes/public/remoteEntry.js" as="script" crossorigin>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("preloads the page's scripts and runs the entry once the page has loaded and two frames have passed, with the entry's integrity", () => {
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    startAfterPaint();
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(33);
    // The blocks to lay out are found, none here; a task later the scripts are requested, and the
    // entry runs in the task after. (The fake clock counts a nested 0 ms timer as 1 ms.)
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/main.1.js', '/remotes/public/remoteEntry.js']);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [entry] = entryScripts();
    expect(new URL(entry?.src ?? '').pathname).toBe('/main.1.js');
    expect(entry?.getAttribute('integrity')).toBe('sha256-abc=');
    expect(entry?.crossOrigin).toBe('anonymous');
  });

  it('starts after two frames when the page has already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startAfterPaint();
    vi.advanceTimersByTime(35);
    expect(entryScripts()).toHaveLength(1);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    let report: ((names: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void,
      ) {
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((one) => one === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startAfterPaint();
    vi.advanceTimersByTime(100);
    report?.(['first-paint']);
    vi.advanceTimersByTime(100);
    expect(entryScripts()).toEqual([]);
    report?.(['first-contentful-paint']);
    vi.advanceTimersByTime(35);
    expect(entryScripts()).toHaveLength(1);
  });

  it('lays out the sections and footer that skipped their layout one per task, then drops the attribute, then requests the scripts and runs the entry', () => {
    document.documentElement.setAttribute('data-layout-deferred', '');
    document.body.innerHTML =
      '<header><a href="/">Ana Sayfa</a></header>' +
      '<section class="deferred"><div id="first-inside"></div><section class="deferred"></section></section>' +
      '<footer class="deferred"></footer>';
    vi.stubGlobal('getComputedStyle', (element: Element) => ({
      contentVisibility: element.classList.contains('deferred') ? 'auto' : 'visible',
    }));
    const laidOut: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      laidOut.push(this.id || this.tagName.toLowerCase());
      return new DOMRect();
    });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startAfterPaint();
    // The outer section and the footer, each in a task of its own, by what they hold first; not
    // the section inside a block. (The fake clock counts a nested 0 ms timer as 1 ms.)
    vi.advanceTimersByTime(33);
    expect(laidOut).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(laidOut).toEqual(['first-inside']);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(laidOut).toEqual(['first-inside', 'footer']);
    expect(document.documentElement.hasAttribute('data-layout-deferred')).toBe(true);
    // Nothing is requested while the blocks are laid out: the scripts would compile meanwhile.
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.hasAttribute('data-layout-deferred')).toBe(false);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    document.body.innerHTML = '';
  });
});
