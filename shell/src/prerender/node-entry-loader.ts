import { type ServerEntry, serverPublicPathsGlobal } from '@sportif/contract/prerender';
import type { EntryLoader } from '@sportif/runtime';

declare const __non_webpack_require__: NodeJS.Require;

/**
 * The federation runtime plugin that runs each remote's Node container on the server: Node's own
 * require(), so the container finds its chunks beside it on disk. Only the builds named in
 * `entries` are loaded; any other (a remote's fallback build) fails, and its area is left to the
 * browser: HTML rendered from one build and hydrated by another would not match.
 */
export function nodeEntryLoader(entries: Readonly<Record<string, ServerEntry>>): EntryLoader {
  return () => ({
    name: 'sportif-node-entry-loader',
    loadEntry: async ({ remoteInfo }) => {
      const found = entries[remoteInfo.name];
      if (!found) throw new Error(`${remoteInfo.name} has no Node build to render with`);
      const scope = globalThis as Record<string, unknown>;
      scope[serverPublicPathsGlobal] ??= {};
      const paths = scope[serverPublicPathsGlobal] as Record<string, string>;
      paths[remoteInfo.name] = found.publicPath;
      return __non_webpack_require__(found.entry);
    },
  });
}
