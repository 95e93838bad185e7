import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { type FederationContract, federationContractFileName } from '@sportif/contract/federation-contract';
import { designTokensOf, stylesheetsOf } from './design-tokens.ts';
import { EmitJsonAssetPlugin } from './emit-json-asset-plugin.ts';
import type { FederationRole } from './federation-shared.ts';
import { providedRouterNames, routerImportsIn } from './provided-router-plugin.ts';

/** The package a share key belongs to ('react/jsx-runtime' → 'react'). */
const packageOf = (shareKey: string) =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

/** The federated ids an app's sources load: `federated('remote_media/Gallery', …)`. */
export function federatedLoadsIn(source: string): string[] {
  return [...source.matchAll(/\bfederated\(\s*['"]([a-z_]+\/\w+)['"]/g)].map((match) => match[1] as string);
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface FederationContractPluginOptions {
  appDir: string;
  role: FederationRole;
  federation: moduleFederationPlugin.ModuleFederationPluginOptions;
  providedModule: string;
  repoRoot: string;
}

/**
 * Writes the build's federation contract (@sportif/contract/federation-contract) as
 * `federation-contract.json` beside its files, for the release gate (release/src/gate).
 */
export class FederationContractPlugin implements RspackPluginInstance {
  constructor(private readonly options: FederationContractPluginOptions) {}

  apply(compiler: Compiler): void {
    const { appDir, role, federation, providedModule, repoRoot } = this.options;
    // The app's own packages from its folder; the federation toolchain from the repository's root.
    // A package may not export its package.json: it is found above the file its name resolves to.
    const installedVersion = (packageName: string, from = join(appDir, 'package.json')): string => {
      const entry = createRequire(from).resolve(packageName);
      const marker = `/node_modules/${packageName}/`;
      const packageDir = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
      return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
        .version;
    };
    let routerImports: string[] = [];
    let tokens = { defined: [] as string[], used: [] as string[] };
    compiler.hooks.thisCompilation.tap(FederationContractPlugin.name, (compilation) => {
      compilation.hooks.finishModules.tap(FederationContractPlugin.name, (modules) => {
        const names = routerImportsIn(modules, { providedModule, repoRoot }).map((use) => use.name ?? '*');
        routerImports = [...new Set(names)].sort();
        tokens = designTokensOf(stylesheetsOf(modules));
      });
    });

    const contract = (): FederationContract => {
      const shared = (federation.shared ?? {}) as Record<string, moduleFederationPlugin.SharedConfig>;
      const provides: Record<string, string> = {};
      const requires: Record<string, string> = {};
      for (const [key, config] of Object.entries(shared)) {
        if (typeof config.requiredVersion === 'string') requires[key] = config.requiredVersion;
        if (role === 'host')
          provides[key] =
            typeof config.version === 'string' ? config.version : installedVersion(packageOf(key));
      }
      const loads = sourceFilesUnder(join(appDir, 'src')).flatMap((file) =>
        federatedLoadsIn(readFileSync(file, 'utf8')),
      );
      return {
        name: federation.name ?? '',
        role,
        federationRuntime: installedVersion('@module-federation/enhanced', join(repoRoot, 'package.json')),
        exposes: Object.keys((federation.exposes ?? {}) as Record<string, unknown>).sort(),
        provides,
        requires,
        providedRouterNames:
          role === 'host' ? [...providedRouterNames(readFileSync(providedModule, 'utf8'))].sort() : [],
        routerImports,
        loads: [...new Set(loads)].sort(),
        // A remote's own copy of the tokens serves its standalone dev page only: in the site, the
        // shell's page defines them.
        tokensDefined: role === 'host' ? tokens.defined : [],
        tokensUsed: tokens.used,
      };
    };
    new EmitJsonAssetPlugin(federationContractFileName, contract).apply(compiler);
  }
}
