/**
 * Bundled in place of @module-federation/runtime-core's utils/preload.js (see
 * `federationRuntimeAliases` in federation-runtime-aliases.ts), to keep the shell smaller.
 *
 * Only `preloadRemote` uses that file once the manifest snapshot is off (`disableSnapshot`; the
 * other importer, the snapshot's preload plugin, is then left out), and nothing on this site calls it: the server names a route's files in the page's HTML, and
 * `preloadFederatedModules` (@sportif/runtime) starts loading a page's modules together.
 */
function notPartOfThisRuntime(): never {
  throw new Error(
    "preloadRemote is not part of Sportif Yaşam's federation runtime: use preloadFederatedModules from @sportif/runtime",
  );
}

export const formatPreloadArgs = notPartOfThisRuntime;
export const preloadAssets = notPartOfThisRuntime;
export const defaultPreloadArgs = notPartOfThisRuntime;
export const normalizePreloadExposes = notPartOfThisRuntime;
