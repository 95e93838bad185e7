import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Marks the page's own scripts `fetchpriority="high"`. Chrome fetches a deferred script at low
 * priority, behind the route's preloaded remote files and CSS, yet nothing renders before the
 * shell's entry has run: over HTTP/1.1 it then waited for a free connection.
 */
export class UrgentEntryScriptPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(UrgentEntryScriptPlugin.name, (compilation) => {
      const hooks = compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise(UrgentEntryScriptPlugin.name, async (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}
