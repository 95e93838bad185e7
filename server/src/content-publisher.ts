import { type ContentPublisher, ContentPublishRefused } from '@sportif/api';
import { releaseContent } from '@sportif/release/content-release';
import { liveContentOf, readLiveState } from '@sportif/release/live-state';
import { releaseStore } from '@sportif/release/release-store';

/** What staff read when a publication is refused: the reason is the release's own. */
export const publishRefusedMessage = (reason: string) =>
  `İçerik yayınlanamadı, yayındaki içerik değişmedi. Sayfalar bu içerikle oluşturulamadı: ${reason}`;

/**
 * The API's publisher when the site is served from the release store (pnpm start): a publication
 * is a release of content (release/src/content-release.ts): rendered pages, one switch.
 */
export function storeContentPublisher(
  storeRoot: string,
  runtimeConfigFile: string | undefined,
): ContentPublisher {
  const store = releaseStore(storeRoot);
  return {
    liveRevision: async () => liveContentOf(await readLiveState(storeRoot)),
    publish: async (revision) => {
      const outcome = await releaseContent(store, revision, { runtimeConfigFile });
      if (outcome.result === 'refused')
        throw new ContentPublishRefused(publishRefusedMessage(outcome.reason));
    },
  };
}
