/** The remotes' exposed modules by federated id (written by rspack.config.ts at build time). */
declare module 'virtual-exposed-modules' {
  export const exposedModules: Record<string, (() => Promise<{ default: unknown }>) | undefined>;
}
