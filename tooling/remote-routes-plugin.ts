import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { pageHeadsProblems } from '@sportif/contract/page-heads';
import { pathsOf, type RemoteRoutes, remoteRoutesProblems } from '@sportif/contract/page-routes';
import { EmitJsonAssetPlugin } from './emit-json-asset-plugin.ts';

/**
 * A remote's page declarations (its src/routes.ts) written as routes.json next to its
 * remoteEntry.js, where the site server and the shell read them, and what its pages say to search
 * engines (its src/page-heads.ts, if it has one) as page-heads.json, which the site server writes
 * into each page's HTML. A declaration the shell could not render (a module the remote does not
 * expose, a path declared twice, an unknown layout slot), or a head for no declared page, fails
 * the build instead of reaching a browser.
 */
export class RemoteRoutesPlugin implements RspackPluginInstance {
  constructor(
    private readonly routes: unknown,
    private readonly exposes: Record<string, unknown> | undefined,
    private readonly pageHeads?: unknown,
  ) {}

  apply(compiler: Compiler): void {
    const problems = remoteRoutesProblems(this.routes, Object.keys(this.exposes ?? {})).map(
      (problem) => `src/routes.ts: ${problem}`,
    );
    if (problems.length === 0 && this.pageHeads !== undefined) {
      const declared = (this.routes as RemoteRoutes).pages.flatMap((page) => [...pathsOf(page)]);
      problems.push(
        ...pageHeadsProblems(this.pageHeads, declared).map((problem) => `src/page-heads.ts: ${problem}`),
      );
    }
    compiler.hooks.thisCompilation.tap(RemoteRoutesPlugin.name, (compilation) => {
      for (const problem of problems) {
        compilation.errors.push(new compiler.webpack.WebpackError(problem));
      }
    });
    new EmitJsonAssetPlugin('routes.json', () => this.routes).apply(compiler);
    if (this.pageHeads !== undefined)
      new EmitJsonAssetPlugin('page-heads.json', () => this.pageHeads).apply(compiler);
  }
}
