import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { remoteRoutesProblems } from '../shared/contract/src/page-routes/index.ts';
import { EmitJsonAssetPlugin } from './emit-json-asset-plugin.ts';

/**
 * A remote's page declarations (its src/routes.ts) written as routes.json next to its
 * remoteEntry.js, where the site server and the shell read them. A declaration the shell could not
 * render (a module the remote does not expose, a path declared twice, an unknown layout slot)
 * fails the build instead of reaching a browser.
 */
export class RemoteRoutesPlugin implements RspackPluginInstance {
  constructor(
    private readonly routes: unknown,
    private readonly exposes: Record<string, unknown> | undefined,
  ) {}

  apply(compiler: Compiler): void {
    const problems = remoteRoutesProblems(this.routes, Object.keys(this.exposes ?? {}));
    compiler.hooks.thisCompilation.tap(RemoteRoutesPlugin.name, (compilation) => {
      for (const problem of problems) {
        compilation.errors.push(new compiler.webpack.WebpackError(`src/routes.ts: ${problem}`));
      }
    });
    new EmitJsonAssetPlugin('routes.json', () => this.routes).apply(compiler);
  }
}
