// The federation packages, as much of them as the files here use. rspack finds them through
// `federationRuntimeAliases` (federation-runtime-aliases.ts); TypeScript cannot from this folder,
// since pnpm does not hoist a dependency of a dependency.
// The shell's runtime namespace: passed on whole, and its instance lookup and creation.
declare module '@module-federation/runtime';

declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js' {
  export function initContainerEntry(options: unknown): unknown;
}

declare module '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js' {
  export function attachShareScopeMap(webpackRequire: unknown): void;
}
declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  export function consumes(options: unknown): void;
}
declare module '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js' {
  export function initializeSharing(options: unknown): unknown;
}
declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  export function installInitialConsumes(options: unknown): void;
}
declare module '@module-federation/runtime-core/dist/utils/hooks/pluginSystem.js' {
  export class PluginSystem {
    constructor(lifecycle: object);
  }
}
