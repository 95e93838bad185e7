import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The process a release renders the public pages in (render-public-pages.ts starts it): it loads
 * the live shell version's renderer and the remotes' Node builds, renders, writes the pages and
 * ends. A process of its own, so that each render starts from fresh module caches and a fresh
 * federation runtime, whatever was rendered before. Plain JavaScript, started by Node without a
 * TypeScript loader: a content publication waits for this process to start, every time.
 *
 * Arguments: the renderer's file, the request's JSON file (a RenderRequest of
 * @sportif/contract/prerender), the file to write the pages to (RenderedPage[]).
 */
const [rendererFile, requestFile, resultFile] = process.argv.slice(2);
const { renderPages } = createRequire(import.meta.url)(rendererFile);
const pages = await renderPages(JSON.parse(readFileSync(requestFile, 'utf8')));
writeFileSync(resultFile, JSON.stringify(pages));
// A remote may leave a timer or a handle behind: the pages are written, the process is done.
process.exit(0);
