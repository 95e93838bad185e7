// The federation packages, as much of them as the files here use. rspack finds them through
// `federationRuntimeAliases` (tooling/create-app-config.ts); TypeScript cannot from this folder,
// since pnpm does not hoist a dependency of a dependency.
declare module '@module-federation/webpack-bundler-runtime' {
  const federation: { bundlerRuntime: object; attachShareScopeMap: unknown };
  export default federation;
}

// Only passed on whole, as the container's runtime namespace.
declare module '@module-federation/runtime';

declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js' {
  export function initContainerEntry(options: unknown): unknown;
}
