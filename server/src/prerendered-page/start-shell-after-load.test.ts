// @vitest-environment jsdom
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = readFileSync(join(import.meta.dirname, 'start-shell-after-load.js'), 'utf8');

const entryScripts = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

describe('start-shell-after-load.js', () => {
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
    new Function(script)();
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(32);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/main.1.js', '/remotes/public/remoteEntry.js']);
    const [entry] = entryScripts();
    expect(new URL(entry?.src ?? '').pathname).toBe('/main.1.js');
    expect(entry?.getAttribute('integrity')).toBe('sha256-abc=');
    expect(entry?.crossOrigin).toBe('anonymous');
  });

  it('starts after two frames when the page has already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    new Function(script)();
    vi.advanceTimersByTime(33);
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
    new Function(script)();
    vi.advanceTimersByTime(100);
    report?.(['first-paint']);
    vi.advanceTimersByTime(100);
    expect(entryScripts()).toEqual([]);
    report?.(['first-contentful-paint']);
    vi.advanceTimersByTime(33);
    expect(entryScripts()).toHaveLength(1);
  });
});
