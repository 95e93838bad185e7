import { dirname } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { type PageStartup, type PageStartupMarkers, pageStartupFile } from '@sportif/contract/prerender';
import { buildSync } from 'esbuild';

export interface PageStartupOptions {
  /** The module of the start script (absolute path): it exports `startName`, which the page calls. */
  module: string;
  startName: string;
  /** The attributes the server writes for it, from the same module's markers. */
  markers: PageStartupMarkers;
}

/**
 * The start script as a page carries it: the module and what it imports bundled into one classic
 * script that calls `startName`, minified (its comments explain it in the source and would
 * otherwise be most of its bytes in every page: the club pages' HTML must fit the first round trip
 * of a new connection).
 */
export function bundleStartScript({
  module,
  startName,
}: Pick<PageStartupOptions, 'module' | 'startName'>): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${startName} } from ${JSON.stringify(module)};\n${startName}();`,
      resolveDir: dirname(module),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: 'es2020',
    write: false,
  });
  const script = outputFiles[0]?.text.trim();
  if (!script) throw new Error(`${module}: esbuild wrote no start script`);
  return script;
}

/**
 * Writes page-startup.json (@sportif/contract/prerender) into the shell's browser build: the start
 * script of a page the server renders (shell/src/features/page-startup) and the attributes the
 * server writes for it. The server reads it from the live shell version, inlines the script and
 * allows it by the hash of those characters: it keeps no browser code of its own.
 */
export class PageStartupPlugin implements RspackPluginInstance {
  constructor(private readonly options: PageStartupOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PageStartupPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PageStartupPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const startup: PageStartup = { script: bundleStartScript(this.options), ...this.options.markers };
            compilation.emitAsset(pageStartupFile, new RawSource(`${JSON.stringify(startup)}\n`));
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${pageStartupFile}: ${(error as Error).message}`),
            );
          }
        },
      );
    });
  }
}
