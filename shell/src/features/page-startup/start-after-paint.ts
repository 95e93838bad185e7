import { entryAttribute, layoutDeferredAttribute, preloadAfterPaintAttribute } from './page-markers';

// Written into each page the server rendered, as the page's only inline script (allowed by its
// hash): once the page has loaded and painted, the page's scripts are fetched (the links the
// server wrote without their rel become preloads, the shell's entry first, at high priority) and
// the shell's entry runs. The visitor sees the server's markup first, however long the scripts
// take: before the paint nothing but the page and its pictures shares the connection, and the
// markup stays usable (links work) until the shell hydrates it. The shell's build bundles it on
// its own, minified, into page-startup.json (tooling/page-startup-plugin.ts): it runs before the
// shell and imports nothing but the markers.
//
// First the blocks below the first screen, which skipped their layout for the first paint
// (`layoutDeferredAttribute` on <html>), are laid out one per task: laid out at once, they made
// one long task, much of it the browser's font lookups. Asking a skipped block's first child for
// its box lays the block out while it still skips; once all are, the attribute goes at little
// cost. Only then are the scripts requested, and the entry runs over a page laid out in full:
// laid out while the scripts streamed in and compiled on the other core, each block's task took
// many times its own work, the page's thread waiting its turn and its font lookups waiting for
// the browser.
export function startAfterPaint(): void {
  const entry = document.querySelector<HTMLLinkElement>(`link[${entryAttribute}]`);
  if (!entry) return;
  let started = false;
  const runEntry = () => {
    const script = document.createElement('script');
    script.src = entry.href;
    const integrity = entry.getAttribute('integrity');
    if (integrity) script.setAttribute('integrity', integrity);
    script.crossOrigin = 'anonymous';
    document.head.append(script);
  };
  const layOutDeferredBlocks = (done: () => void) => {
    const root = document.documentElement;
    const blocks: Element[] = [];
    // The page-wide blocks (sections, the footer) that skip their layout; not those inside one:
    // what a skipped block holds has no style yet, and asking would compute it.
    const candidates = root.hasAttribute(layoutDeferredAttribute)
      ? document.body.querySelectorAll('section, footer')
      : [];
    for (const element of candidates) {
      if (blocks.some((block) => block.contains(element))) continue;
      if (getComputedStyle(element).contentVisibility === 'auto') blocks.push(element);
    }
    const next = () => {
      const block = blocks.shift();
      if (!block) {
        root.removeAttribute(layoutDeferredAttribute);
        done();
        return;
      }
      (block.firstElementChild ?? block).getBoundingClientRect();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
  const requestScripts = () => {
    for (const link of [
      entry,
      ...document.querySelectorAll<HTMLLinkElement>(`link[${preloadAfterPaintAttribute}]`),
    ])
      link.rel = 'preload';
    // The entry in a task of its own: the attribute's removal restyles the page.
    setTimeout(runEntry, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    layOutDeferredBlocks(requestScripts);
  };
  // Two frames after the first paint and the load: the first paints what the load brought (a
  // poster, a picture), the second begins once that paint is done.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const afterFirstPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterTwoFrames();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterTwoFrames();
    }).observe({ type: 'paint', buffered: true });
    // A page that never paints (an empty one) still gets its script.
    setTimeout(start, 3000);
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
}
