import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { serverPublicPathsGlobal } from '@sportif/contract/prerender';
import type { AppConfigOptions } from './create-app-config.ts';
import { consumedFromHost, reactRouterEntry } from './federation-shared.ts';
import { assetModuleFilename, cssModulesParser, resolvedExtensions, sourceRules } from './source-rules.ts';

/** Where an app's Node build goes, inside its dist/ so that a release stores it with the browser build. */
export const serverBuildFolder = 'server';

const require = createRequire(import.meta.url);

/**
 * The Node build of an app, beside its browser build, for rendering the public pages into HTML on
 * the server (shell/src/prerender): a remote's federation container for Node (target async-node,
 * loaded with @module-federation/node's runtime plugin, its chunks read from the file system), or
 * the shell's page renderer, which is the federation host on the server as the shell's browser
 * build is in the browser. Same sources, same CSS-module class names (same uniqueName), same asset
 * URLs: what it renders is what the browser build hydrates.
 */
export function createServerConfig(options: AppConfigOptions, uniqueName: string): Configuration {
  const { appDir, federation, role } = options;
  const entry = options.serverEntry;
  if (role === 'host' && !entry)
    throw new Error(`${federation.name}: the host's server build needs an entry`);
  const name = federation.name as string;
  return {
    mode: 'production',
    context: appDir,
    target: 'async-node',
    entry: entry ? { [entryName(entry)]: entry } : {},
    devtool: false,
    output: {
      path: join(appDir, 'dist', serverBuildFolder),
      uniqueName,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // As the browser build names them: the HTML points at the browser build's files.
      assetModuleFilename,
      // The shell's renderer is required by the release's render process.
      ...(role === 'host' ? { library: { type: 'commonjs2' as const } } : {}),
      clean: true,
    },
    resolve: {
      extensions: resolvedExtensions,
      // One router module for the renderer and every remote it shares it with, as in the browser.
      alias:
        role === 'host'
          ? {
              'react-router-package$': reactRouterEntry(appDir),
              'react-router$': reactRouterEntry(appDir),
              'react-router-dom$': reactRouterEntry(appDir),
            }
          : {},
    },
    module: {
      parser: cssModulesParser,
      // Class names only: the browser build ships the stylesheets and the assets.
      generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
      rules: sourceRules('node 20'),
    },
    plugins:
      role === 'remote'
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes: federation.exposes,
              shared: consumedFromHost(federation.shared),
              library: { type: 'commonjs-module' },
              remoteType: 'script',
              runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
              getPublicPath: `return (globalThis.${serverPublicPathsGlobal} || {})[${JSON.stringify(name)}] || '/'`,
              manifest: false,
              dts: false,
            }),
          ]
        : [],
    optimization: {
      minimize: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: false,
    },
    performance: false,
  };
}

/** 'render-pages' for './src/prerender/render-pages.tsx'. */
const entryName = (path: string): string => path.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '');
