/**
 * How every build of an app reads its sources, the browser build (create-app-config.ts) and the
 * Node build (create-server-config.ts) alike: the two must agree, or the markup the server renders
 * names other CSS-module classes and assets than the browser build that hydrates it.
 */

export const resolvedExtensions = ['.tsx', '.ts', '.js', '.mjs', '.json'];

/** An asset's name in every build: the URL the server's markup names is the browser build's file. */
export const assetModuleFilename = 'assets/[name].[contenthash:10][ext]';

/** `import styles from './x.module.css'`, the usual CSS-modules form. */
export const cssModulesParser = { 'css/auto': { namedExports: false } };

/** TypeScript and JSX for `targets` (React's development transforms and Fast Refresh in dev), CSS, assets. */
export function sourceRules(targets: string | string[], { isDev = false }: { isDev?: boolean } = {}) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        },
        env: { targets },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|vtt)$/i, type: 'asset/resource' },
  ];
}
