import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldPage {
  /** The page's URL through this server. */
  url: string;
  /** Sends the rest of the page's HTML. */
  release(): void;
  close(): Promise<void>;
}

const notForwarded = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * The site at `origin` through a server of the test's own on a free port: the HTML of `path`
 * arrives up to the end of `cutAfter` (which must be in it), and its rest only when the test
 * calls `release()`, as a slow network or a busy server may deliver it; every other request
 * passes through unchanged.
 */
export async function serveHeldPage(origin: string, path: string, cutAfter: string): Promise<HeldPage> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        method: request.method,
        headers: { 'accept-encoding': 'identity', accept: request.headers.accept ?? '*/*' },
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!notForwarded.has(name)) headers[name] = value;
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      if (request.url !== path) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const cut = html.indexOf(cutAfter);
      if (cut === -1) throw new Error(`The HTML of ${path} has no ${cutAfter}`);
      response.write(html.slice(0, cut + cutAfter.length));
      await released;
      response.end(html.slice(cut + cutAfter.length));
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
