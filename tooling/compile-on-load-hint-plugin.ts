import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file while streaming it. */
export const compileOnLoadHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of each script of a web build. Without it, V8 only pre-parses
 * a function while the file streams in and compiles it on the main thread when it is first
 * called: every bundled module's wrapper, react-dom's whole body among them, is such a function,
 * and its compilation was most of the shell's start-up tasks. With it, V8 compiles them on a
 * background thread while the file downloads.
 */
export class CompileOnLoadHintPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileOnLoadHintPlugin.name, (compilation) => {
      // After the minifier (which drops comments), before the content hashes and the integrity
      // digests are taken (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH): both cover the hint.
      compilation.hooks.processAssets.tap(
        { name: CompileOnLoadHintPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(compileOnLoadHint, source));
          }
        },
      );
    });
  }
}
