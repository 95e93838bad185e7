import type { Api } from '@sportif/api';
import { renderPreviewPage } from '@sportif/release/prerender/render-public-pages';
import type { ReleaseStore } from '@sportif/release/release-store';
import type { PagePreview } from './page-preview.ts';

/** Draft revisions are named apart from published ones: a preview is never stored or served as live. */
const draftRevision = 'drafts';

/**
 * `Önizle` on the release store: the page rendered by the live versions with the content's drafts,
 * for a token the API accepts now (every staff member may preview, as every one may publish).
 */
export function storeContentPreview(
  store: ReleaseStore,
  runtimeConfigFile: string | undefined,
  content: Api['content'],
): PagePreview {
  return {
    async render(path, token) {
      if (!(await content.staffOfToken(token))) return 'refused';
      return renderPreviewPage(store, (await store.live()).state, runtimeConfigFile, path, {
        revision: draftRevision,
        content: await content.service.draftContent(),
      });
    },
  };
}
