// Written into each page the server rendered, as the page's only inline script (allowed by its
// hash): the shell's entry, which the page preloads, runs once the page has loaded and painted.
// The visitor sees the server's markup first, however long the shell's script takes to run, and
// the markup stays usable (links work) until the shell hydrates it.
(() => {
  const entry = document.querySelector('link[data-shell-entry]');
  if (!entry) return;
  const start = () => {
    const script = document.createElement('script');
    script.src = entry.href;
    const integrity = entry.getAttribute('integrity');
    if (integrity) script.setAttribute('integrity', integrity);
    script.crossOrigin = 'anonymous';
    document.head.append(script);
  };
  // A task after the next frame: after the paint that follows the load.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
