import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serverBuildFolder } from '../create-server-config.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressible = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this a compressed copy is not worth a second file. */
const minimumBytes = 512;

/** An app's Node build (dist/server): read from disk by the renderer, never sent to a browser. */
const notForBrowsers = new Set([serverBuildFolder]);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!notForBrowsers.has(entry.name)) yield* filesUnder(path);
    } else yield path;
  }
}

/**
 * Writes `.br` and `.gz` next to every text file of a dist folder, so the servers (ours and nginx's
 * gzip_static/brotli_static) send compressed bytes without compressing on each request.
 */
export async function precompress(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!compressible.has(extname(file))) continue;
    jobs.push(
      (async () => {
        if ((await stat(file)).size < minimumBytes) return;
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}
