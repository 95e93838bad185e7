import type { PageStartupMarkers } from '@sportif/contract/prerender';

// The attributes the site server writes into a page it rendered, and the start script
// (start-after-paint.ts) reads. The shell's build writes them into page-startup.json beside the
// start script (tooling/page-startup-plugin.ts), and the server takes them from the live shell
// version's file: a page always carries the attributes its own start script looks for.

export const entryAttribute = 'data-shell-entry';
export const preloadAfterPaintAttribute = 'data-preload-after-paint';
// remote-public's stylesheets name it too (`html[data-layout-deferred]`): CSS cannot import it.
export const layoutDeferredAttribute = 'data-layout-deferred';

export const pageStartupMarkers: PageStartupMarkers = {
  entryAttribute,
  preloadAfterPaintAttribute,
  layoutDeferredAttribute,
};
