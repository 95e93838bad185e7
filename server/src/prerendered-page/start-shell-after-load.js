// Written into each page the server rendered, as the page's only inline script (allowed by its
// hash): once the page has loaded and painted, the page's scripts are fetched (the links the
// server wrote without their rel become preloads, the shell's entry first, at high priority) and
// the shell's entry runs. The visitor sees the server's markup first, however long the scripts
// take: before the paint nothing but the page and its pictures shares the connection, and the
// markup stays usable (links work) until the shell hydrates it.
(() => {
  const entry = document.querySelector('link[data-shell-entry]');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of [entry, ...document.querySelectorAll('link[data-preload-after-paint]')])
      link.rel = 'preload';
    const script = document.createElement('script');
    script.src = entry.href;
    const integrity = entry.getAttribute('integrity');
    if (integrity) script.setAttribute('integrity', integrity);
    script.crossOrigin = 'anonymous';
    document.head.append(script);
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
})();
