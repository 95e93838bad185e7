import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildFingerprint } from './build-fingerprint.ts';
import { CompileOnLoadHintPlugin } from './compile-on-load-hint-plugin.ts';
import { createServerConfig, serverBuildFolder } from './create-server-config.ts';
import { devApiPort } from './dev-ports.ts';
import { FederationContractPlugin } from './federation-contract-plugin.ts';
import { federationRuntimeAliases } from './federation-runtime/federation-runtime-aliases.ts';
import {
  consumedFromHost,
  type FederationRole,
  providedRouterModule,
  reactRouterEntry,
} from './federation-shared.ts';
import { type PageStartupOptions, PageStartupPlugin } from './page-startup-plugin.ts';
import { ProvidedRouterPlugin } from './provided-router-plugin.ts';
import { RemoteRoutesPlugin } from './remote-routes-plugin.ts';
import { assetModuleFilename, cssModulesParser, resolvedExtensions, sourceRules } from './source-rules.ts';
import { UrgentEntryScriptPlugin } from './urgent-entry-script-plugin.ts';

export type BuildMode = 'development' | 'production';

export interface AppConfigOptions {
  /** The app's folder (holds package.json, src/, public/). */
  appDir: string;
  /** Dev server port (docs/decisions.md §4). */
  devPort: number;
  federation: moduleFederationPlugin.ModuleFederationPluginOptions;
  /** The shell hosts; the others are remotes. */
  role: FederationRole;
  mode: BuildMode;
  /** A remote's page declarations (its src/routes.ts): checked and written as routes.json. */
  routes?: unknown;
  /** What its pages say to search engines (its src/page-heads.ts): checked and written as page-heads.json. */
  pageHeads?: unknown;
  /**
   * Its pages are rendered on the server too: a production build adds a Node build in dist/server
   * (create-server-config.ts), a remote's container or, for the host, this entry (the renderer).
   */
  server?: boolean;
  serverEntry?: string;
  /**
   * The host's start script for the pages the server renders, and the attributes the server writes
   * for it: a production build writes them into page-startup.json (page-startup-plugin.ts).
   */
  pageStartup?: PageStartupOptions;
}

/** Browsers the site supports; modern targets keep the output small (no legacy transforms). */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

/** The dev servers answer `/runtime-config.json` with the dev ports instead of the production paths. */
const devRuntimeConfigPath = join(import.meta.dirname, 'runtime-config.dev.json');

/**
 * The federation plugin's options for the browser only (`target: 'web'`), and no manifest read
 * there (`disableSnapshot`): the runtime config lists each remote's remoteEntry.js, and the server
 * reads the manifests to preload a route's files.
 *
 * One copy of the federation runtime is on a page, the shell's, without the plugin's
 * `provideExternalRuntime` and `externalRuntime`: those hand the runtime core to the remotes, and
 * keep all of it in the shell for them, while a production remote only needs the shell's bundler
 * runtime, which also creates its instance (tooling/federation-runtime). A remote running
 * standalone in dev is its own host and bundles the runtime as usual.
 */
const federationExperiments = {
  optimization: { target: 'web' as const, disableSnapshot: true },
} satisfies moduleFederationPlugin.ModuleFederationPluginOptions['experiments'];

/**
 * The shell's bundler runtime, which production remotes use too, loads no remotes declared at
 * build time (bundler-runtime-for-remotes.ts): containers are registered from the runtime config.
 */
function assertNoBuildTimeRemotes(options: AppConfigOptions): void {
  const { remotes } = options.federation;
  const sharesTheShellsRuntime = options.role === 'host' || options.mode === 'production';
  if (sharesTheShellsRuntime && remotes && Object.keys(remotes).length > 0) {
    throw new Error(
      `${options.federation.name}: remotes are registered from the runtime config; declare none in the build`,
    );
  }
}

/**
 * An app's production builds: the browser build and, for an app whose pages the server renders,
 * its Node build beside it; in dev the browser build alone.
 */
export function createAppConfigs(options: AppConfigOptions): Configuration[] {
  const web = createAppConfig(options);
  if (!options.server || options.mode === 'development') return [web];
  return [web, createServerConfig(options, web.output?.uniqueName as string)];
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { appDir, mode, role } = options;
  assertNoBuildTimeRemotes(options);
  const isDev = mode === 'development';
  // A remote in production runs inside the shell and leans on it; in dev it also runs alone.
  const productionRemote = role === 'remote' && !isDev;
  const alias = {
    ...(isDev ? {} : federationRuntimeAliases(role)),
    ...(role === 'host' ? { 'react-router-package$': reactRouterEntry(appDir) } : {}),
  };

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : false,
    target: ['web', 'es2022'],
    output: {
      path: join(appDir, 'dist'),
      // The shell's files from the site's root, so deep links such as /club/umitkoy load the same
      // chunks as /; a remote's relative to its remoteEntry.js, wherever the runtime config puts it.
      publicPath: role === 'host' ? '/' : 'auto',
      // Two builds of one remote may run on one page (the live one failed, its last good one
      // serves), and would share the globals named after uniqueName: the array their chunks are
      // pushed to (rspackChunk<uniqueName>, with the same deterministic chunk ids) and the
      // data-rspack names by which a build finds a stylesheet already on the page. A fingerprint
      // of the build's inputs makes them each build's own, and keeps the same sources' output the same.
      uniqueName: productionRemote
        ? `${options.federation.name}_${buildFingerprint(appDir)}`
        : options.federation.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename,
      // The Node build (dist/server) is another compiler's output.
      clean: { keep: (path: string) => path.startsWith(join(appDir, 'dist', serverBuildFolder)) },
      // Every script and stylesheet a production build loads carries Subresource Integrity
      // (SubresourceIntegrityPlugin below), which needs CORS-mode requests.
      crossOriginLoading: 'anonymous' as const,
    },
    resolve: {
      extensions: resolvedExtensions,
      alias,
    },
    module: {
      parser: cssModulesParser,
      rules: sourceRules(browserTargets, { isDev }),
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(appDir, 'src/index.html'),
        // Federation containers must not be part of the page: the page boots `main` only.
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new UrgentEntryScriptPlugin(),
      new ProvidedRouterPlugin({
        appDir,
        providedModule: providedRouterModule,
        repoRoot: join(import.meta.dirname, '..'),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: join(appDir, 'public'), noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        ...options.federation,
        ...(productionRemote ? { shared: consumedFromHost(options.federation.shared) } : {}),
        experiments: federationExperiments,
        dts: false,
      }),
      ...(options.routes === undefined
        ? []
        : [
            new RemoteRoutesPlugin(
              options.routes,
              options.federation.exposes as Record<string, unknown>,
              options.pageHeads,
            ),
          ]),
      ...(isDev
        ? [new ReactRefreshRspackPlugin()]
        : [
            new FederationContractPlugin({
              appDir,
              role,
              federation: options.federation,
              providedModule: providedRouterModule,
              repoRoot: join(import.meta.dirname, '..'),
            }),
            ...(options.pageStartup ? [new PageStartupPlugin(options.pageStartup)] : []),
            // A remote's entry pins its chunks: the browser runs a chunk (JS or CSS) only if its
            // bytes match the hash the entry vouches for, as it runs the entry only if it matches
            // the runtime config. SHA-256, the shortest digest the browsers check.
            new CompileOnLoadHintPlugin(),
            new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }),
          ]),
    ],
    optimization: {
      // Readable ids in dev; deterministic ids keep hashes stable when other chunks change.
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
      // A remote's exposed module carries its own code instead of sharing small chunks with its
      // siblings: a page loads one file per module, not a chain of tiny ones. Lazy imports
      // (swiper, photoswipe, forms) stay chunks of their own.
      ...(productionRemote ? { splitChunks: false as const } : {}),
    },
    performance: false,
    // Lazy compilation (rspack's dev default) compiles dynamic imports on first use; the shell's
    // eager bootstrap and the federation's shared modules then miss their consume handlers.
    lazyCompilation: false,
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      // The shell page on :3000 fetches remotes from :3001-3003.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${devApiPort}` }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'dev-runtime-config',
          path: '/runtime-config.json',
          middleware: (_req: unknown, res: ServerResponse) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devRuntimeConfig()));
          },
        });
        return middlewares;
      },
    },
  };
}

function devRuntimeConfig(): unknown {
  // Read on every request so edits apply without restarting the dev servers.
  return JSON.parse(readFileSync(devRuntimeConfigPath, 'utf8'));
}

export function modeFrom(argv: Record<string, unknown>): BuildMode {
  return argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
}
