import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The share keys under which the shell provides its router (tooling/federation-shared.ts). */
const routerPackages = new Set(['react-router', 'react-router-dom']);

/** The names a provided-router module re-exports: `export { A, B } from '…'`. */
export function providedRouterNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** One use of the router in an app's code: the name taken, or none for the namespace as a whole. */
export interface RouterImport {
  file: string;
  request: string;
  name: string | undefined;
}

/** What to tell the person whose build uses a router name the shell does not provide. */
export function unprovidedRouterMessage(app: string, use: RouterImport, providedModule: string): string {
  const what = use.name ? `imports ${use.name}` : 'uses the whole module';
  return (
    `${app}: ${use.file} ${what} from '${use.request}', which the shell does not provide. ` +
    `The shell shares the router as the exports listed in ${providedModule}; any other name is ` +
    'undefined at run time. Import a name from that list, or add it there, build and deploy the ' +
    'shell first, then this app.'
  );
}

export interface ProvidedRouterPluginOptions {
  /** The app's folder: files are named relative to the repository root above it. */
  appDir: string;
  /** The shell's provided-router module (shell/src/provided/react-router.ts). */
  providedModule: string;
  /** Where file names in messages start from. */
  repoRoot: string;
}

/** A module of the compiled graph, as far as the router checks read it. */
interface GraphModule {
  dependencies: readonly { request?: string | undefined; ids?: readonly string[] | undefined }[];
}

/**
 * Every use of react-router or react-router-dom in the code an app bundles: its own files and the
 * workspace packages', not node_modules, and not the provided-router module itself.
 */
export function routerImportsIn(
  modules: Iterable<GraphModule>,
  options: { providedModule: string; repoRoot: string },
): RouterImport[] {
  const uses: RouterImport[] = [];
  for (const module of modules) {
    const resource = 'resource' in module ? (module.resource as string | undefined) : undefined;
    if (!resource || resource.includes('/node_modules/') || resource === options.providedModule) continue;
    for (const dependency of module.dependencies) {
      const request = dependency.request;
      if (!request || !routerPackages.has(request) || dependency.ids === undefined) continue;
      uses.push({ file: relative(options.repoRoot, resource), request, name: dependency.ids[0] });
    }
  }
  return uses;
}

/**
 * Fails the build of any app whose code takes a name from react-router or react-router-dom that
 * the shell's provided router (`providedModule`) does not export: in the browser every app gets
 * the shell's router, and a name outside it would be `undefined` there. It reads the compiled
 * module graph, so it sees what the code really imports (types are gone by then) in every file of
 * the app and of the workspace packages it bundles.
 */
export class ProvidedRouterPlugin implements RspackPluginInstance {
  constructor(private readonly options: ProvidedRouterPluginOptions) {}

  apply(compiler: Compiler): void {
    const { appDir, providedModule, repoRoot } = this.options;
    const app = basename(appDir);
    const shownModule = relative(repoRoot, providedModule);
    compiler.hooks.thisCompilation.tap('ProvidedRouterPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ProvidedRouterPlugin', (modules) => {
        const provided = providedRouterNames(readFileSync(providedModule, 'utf8'));
        for (const use of routerImportsIn(modules, { providedModule, repoRoot })) {
          if (use.name !== undefined && provided.has(use.name)) continue;
          compilation.errors.push(
            new compiler.rspack.WebpackError(unprovidedRouterMessage(app, use, shownModule)),
          );
        }
      });
    });
  }
}
