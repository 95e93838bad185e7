import { type ContentRevision, contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import type { ComposedRuntimeConfig, DeployedFiles } from './deployed-files.ts';

/**
 * The content a site without a release store and without an API shows: the seed, today's texts
 * (a remote's builds served on their own, an HTTPS check). Its runtime config names the seed's
 * revision, and the server answers it at /content/<revision>.json, as a store would.
 */
export const shippedContent = (): ContentRevision => contentRevisionOf(contentSeed);

/** `files` whose runtime config names `revision` as the live content. */
export function withContentNamed<TFiles extends DeployedFiles>(files: TFiles, revision: string): TFiles {
  const named = new WeakMap<ComposedRuntimeConfig, ComposedRuntimeConfig>();
  return {
    ...files,
    runtimeConfig: async () => {
      const composed = await files.runtimeConfig();
      if (!composed) return composed;
      let withContent = named.get(composed);
      if (!withContent) {
        const config = { ...composed.config, content: revision };
        withContent = { config, text: JSON.stringify({ ...JSON.parse(composed.text), content: revision }) };
        named.set(composed, withContent);
      }
      return withContent;
    },
  };
}
