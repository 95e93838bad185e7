import { request } from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { shellReadyAttribute } from '@sportif/contract/prerender';

/**
 * What a new TCP connection delivers in its first round trip: an initial congestion window of ten
 * segments of 1460 bytes (RFC 6928), as Lighthouse's simulation counts it. A page's HTML beyond it
 * arrives a round trip later, and its first paint with it.
 */
export const firstRoundTripBytes = 10 * 1460;

/**
 * The bytes of the HTML at `url` (plain HTTP) as Chromium receives it, asking for what Chromium
 * asks for: the status line, the headers and the compressed body, which is what it counts as the
 * response's encoded length and Lighthouse as its transfer size.
 */
export function documentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * "Before interactive" means before the page answers: its load event, and for a page the server
 * rendered, which reads before any script has run, the moment the shell has hydrated it (its
 * buttons, the gallery and the form work from then on; its scripts are fetched after its paint).
 * What waits for the load event on purpose (the banner's slider, gallery images, the video's
 * metadata; shared/runtime/src/browser/after-page-load.ts) comes after, in both builds alike.
 */
export interface PageWeight {
  /** JavaScript bytes on the wire, gzipped, of the requests made before the page was interactive. */
  jsBytesBeforeInteractive: number;
  /** Same-origin requests made before the page was interactive. */
  requestsBeforeInteractive: number;
  /**
   * The same two over the whole load: until the page has loaded and no area says it is still
   * loading (`aria-busy`), the parts that come after the load event (the slider) included.
   */
  jsBytes: number;
  requests: number;
  /** Every same-origin request, for reports. */
  entries: { path: string; type: string; bytes: number; beforeInteractive: boolean }[];
}

/**
 * A cold load of `url` in a fresh page of `context`, measured from the DevTools protocol: what
 * went over the wire, asking for gzip only so that the bytes are the gzipped bytes the budgets
 * name, and which requests started before the load event. Outside hosts are refused.
 */
export async function measurePageWeight(context: BrowserContext, url: string): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  try {
    await page.route(
      (requested) => !requested.href.startsWith(origin),
      (route) => route.abort(),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });

    const started = new Map<string, { url: string; timestamp: number }>();
    const types = new Map<string, string>();
    const finished: { url: string; timestamp: number; type: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) =>
      started.set(event.requestId, { url: event.request.url, timestamp: event.timestamp }),
    );
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const request = started.get(event.requestId);
      if (!request?.url.startsWith(origin)) return;
      finished.push({
        ...request,
        type: types.get(event.requestId) ?? 'Other',
        bytes: event.encodedDataLength,
      });
    });

    // When the shell has taken the page over, in milliseconds since navigation start.
    await page.addInitScript((attribute) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        observer.disconnect();
        Object.assign(window, { shellReadyAt: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    }, shellReadyAttribute);

    // The load event can come before the first render (the shell renders once the page's modules
    // are there), and a rendered page's scripts start after its load: complete is a page with its
    // heading, nothing still loading, and the shell in charge.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      (attribute) =>
        document.querySelector('h1') !== null &&
        document.querySelector('[aria-busy="true"]') === null &&
        document.documentElement.hasAttribute(attribute),
      shellReadyAttribute,
    );

    // Protocol timestamps are seconds since an arbitrary origin; navigation timing is milliseconds
    // since navigation start, so both are taken relative to the first request (the document).
    const navigationStart = Math.min(...finished.map((entry) => entry.timestamp));
    const loaded = await page.evaluate(() => {
      const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd;
      const { shellReadyAt } = window as { shellReadyAt?: number };
      const rendered = document.querySelector('link[data-shell-entry]') !== null;
      return rendered && shellReadyAt !== undefined ? Math.max(loadEnd, shellReadyAt) : loadEnd;
    });
    const entries = finished.map((entry) => ({
      path: new URL(entry.url).pathname,
      type: entry.type,
      bytes: entry.bytes,
      beforeInteractive: (entry.timestamp - navigationStart) * 1000 <= loaded,
    }));
    const js = (list: typeof entries) =>
      list.filter((entry) => entry.type === 'Script').reduce((sum, entry) => sum + entry.bytes, 0);
    const early = entries.filter((entry) => entry.beforeInteractive);
    return {
      jsBytesBeforeInteractive: js(early),
      requestsBeforeInteractive: early.length,
      jsBytes: js(entries),
      requests: entries.length,
      entries,
    };
  } finally {
    await page.close();
  }
}
