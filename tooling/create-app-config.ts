import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devApiPort } from './dev-ports.ts';

export type BuildMode = 'development' | 'production';

export interface AppConfigOptions {
  /** The app's folder (holds package.json, src/, public/). */
  appDir: string;
  /** Dev server port (design.md §4). */
  devPort: number;
  /** Where the built files are served from: `/` for the shell, `auto` for remotes. */
  publicPath: string;
  federation: moduleFederationPlugin.ModuleFederationPluginOptions;
  mode: BuildMode;
}

/** Browsers the site supports; modern targets keep the output small (no legacy transforms). */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

/** The dev servers answer `/runtime-config.json` with the dev ports instead of the production paths. */
const devRuntimeConfigPath = join(import.meta.dirname, 'runtime-config.dev.json');

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { appDir, mode } = options;
  const isDev = mode === 'development';

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : false,
    target: 'web',
    output: {
      path: join(appDir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: options.federation.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    },
    module: {
      // `import styles from './x.module.css'`, the usual CSS-modules form.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: isDev, refresh: isDev },
              },
            },
            env: { targets: browserTargets },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|vtt)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(appDir, 'src/index.html'),
        // Federation containers must not be part of the page: the page boots `main` only.
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: join(appDir, 'public'), noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({ ...options.federation, dts: false }),
      ...(isDev ? [new ReactRefreshRspackPlugin()] : []),
    ],
    optimization: {
      // Readable ids in dev; deterministic ids keep hashes stable when other chunks change.
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
    },
    performance: false,
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
