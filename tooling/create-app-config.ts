import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { buildFingerprint } from './build-fingerprint.ts';
import { CompileOnLoadHintPlugin } from './compile-on-load-hint-plugin.ts';
import { createServerConfig, serverBuildFolder } from './create-server-config.ts';
import { appEntry, reactRefreshPlugin, refreshRuntimeShare } from './dev-react-refresh.ts';
import { devServerApp, devServerOptions } from './dev-server.ts';
import { devSettings } from './dev-settings.ts';
import { FederationContractPlugin } from './federation-contract-plugin.ts';
import { federationRuntimeAliases } from './federation-runtime/federation-runtime-aliases.ts';
import {
  consumedFromHost,
  type FederationRole,
  providedRouterModule,
  reactRouterEntry,
  sharedByName,
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
 * The federation plugin's options for a build: the app's own, with what its mode changes. A
 * production remote consumes every shared module from the shell; in dev every app also shares
 * React Refresh's runtime (dev-react-refresh.ts).
 */
export function federationOptions(
  options: AppConfigOptions,
): moduleFederationPlugin.ModuleFederationPluginOptions {
  const isDev = options.mode === 'development';
  const shared = options.federation.shared;
  return {
    ...options.federation,
    ...(options.role === 'remote' && !isDev ? { shared: consumedFromHost(shared) } : {}),
    ...(isDev ? { shared: { ...sharedByName(shared ?? {}), ...refreshRuntimeShare() } } : {}),
    experiments: federationExperiments,
    dts: false,
  };
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
    entry: { main: isDev ? appEntry(role, './src/index.ts') : './src/index.ts' },
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
      // The Node build (dist/server) is another compiler's output. The dev server keeps what every
      // build wrote: a page that asks for a hot update while the next build runs (one save can
      // start two) finds it, and catches up from there, instead of reloading.
      clean: isDev
        ? false
        : { keep: (path: string) => path.startsWith(join(appDir, 'dist', serverBuildFolder)) },
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
      new ModuleFederationPlugin(federationOptions(options)),
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
        ? [reactRefreshPlugin(role, appDir)]
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
      // A build that failed emits nothing, so the next good one is a hot update from the last
      // build the page runs (else its update is not found, and the page reloads).
      ...(isDev ? { emitOnErrors: false } : {}),
      // The CSS minimizer writes for the site's browsers, as the JS compiler does. By default it
      // writes for `target` (es2022) and adds -moz-/-ms- prefixes and prefixed copies of rules
      // (:-webkit-full-screen) that none of them needs, in every page's inline stylesheets too.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserTargets } }),
      ],
    },
    performance: false,
    // Lazy compilation (rspack's dev default) compiles dynamic imports on first use; the shell's
    // eager bootstrap and the federation's shared modules then miss their consume handlers.
    lazyCompilation: false,
    devServer: isDev ? devServerOptions(devServerApp(options.federation.name), devSettings()) : undefined,
  };
}

export function modeFrom(argv: Record<string, unknown>): BuildMode {
  return argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
}
