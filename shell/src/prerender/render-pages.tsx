import { createInstance } from '@module-federation/enhanced/runtime';
import { composeRouteTable } from '@sportif/contract/page-routes';
import {
  type RenderedPage,
  type RenderRequest,
  renderedModules,
  unrenderedAreas,
} from '@sportif/contract/prerender';
import {
  parseRuntimeConfig,
  recordingContentSource,
  SiteContentProvider,
  startFederationHost,
} from '@sportif/runtime';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The router's own entry, which the server build shares with the remotes as react-router: its
// server rendering is no part of the router the shell provides in the browser.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-package';
import { appRouteObjects } from '../features/routing/app-route-objects';
import { nodeEntryLoader } from './node-entry-loader';
import { providedModules } from './provided-modules';

/** Requests to the static handler need an absolute URL; nothing is fetched from it. */
const renderOrigin = 'http://prerender.invalid';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return text;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Renders `paths` into the HTML the browser hydrates, with the content revision of the request:
 * the shell's own routes (features/routing/app-route-objects.tsx) over the remotes' declared
 * pages, each page's modules taken from the remotes' Node builds through
 * this process's federation host, exactly as the browser composes them. React's `prerender` waits
 * for every area; an area whose remote fails is written as its placeholder, which the browser
 * then renders itself (React's client rendering of a boundary the server could not finish).
 */
export async function renderPages(request: RenderRequest): Promise<RenderedPage[]> {
  const config = parseRuntimeConfig(request.runtimeConfig);
  const instance = createInstance({ name: 'shell', remotes: [], shared: providedModules() });
  await startFederationHost(instance, async () => config, nodeEntryLoader(request.serverEntries));
  const handler = createStaticHandler(appRouteObjects(composeRouteTable(config.routes)));

  const pages: RenderedPage[] = [];
  for (const path of request.paths) {
    const context = await handler.query(new Request(new URL(path, renderOrigin)));
    if (context instanceof Response) throw new Error(`${path} is not a page: it answers ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const errors: string[] = [];
    // The page reads the parts of the content it shows; those are what it carries for its hydration.
    const content = recordingContentSource(request.content.content);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <SiteContentProvider value={content.source}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteContentProvider>
      </StrictMode>,
      {
        onError: (error) => void errors.push(describe(error)),
        // Every area inline, where it renders: React otherwise moves a large one to the end of the
        // markup with a script that puts it in place, and the Content-Security-Policy runs no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await readAll(prelude);
    // The areas that failed are those written as their placeholder (React waits for every other).
    const failed = unrenderedAreas(html);
    const failures = errors.map((error) => (failed.length > 0 ? `${failed.join(', ')}: ${error}` : error));
    pages.push({
      path,
      html,
      modules: renderedModules(html),
      failures,
      content: content.parts(),
      read: content.read(),
      structuredData: content.structuredData(),
    });
  }
  return pages;
}
