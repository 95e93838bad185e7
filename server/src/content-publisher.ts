import { type ContentPublisher, ContentPublishRefused } from '@sportif/api';
import { releaseContent } from '@sportif/release/content-release';
import { liveContentOf } from '@sportif/release/live-state';
import type { ReleaseStore } from '@sportif/release/release-store';

/** What staff read when a publication is refused: the reason is the release's own. */
export const publishRefusedMessage = (reason: string) =>
  `İçerik yayınlanamadı, yayındaki içerik değişmedi. Sayfalar bu içerikle oluşturulamadı: ${reason}`;

/**
 * The API's publisher on a web node: a publication is a release of content into the release store
 * in the database (release/src/content-release.ts): rendered pages, one switch of the live state
 * with the publication's rows in its transaction, which every node follows (live-sync.ts).
 * `switched` runs once the switch is committed: this node serves it before the API answers.
 */
export function storeContentPublisher(
  store: ReleaseStore,
  runtimeConfigFile: string | undefined,
  switched: () => Promise<void>,
): ContentPublisher {
  return {
    liveRevision: async () => liveContentOf((await store.live()).state),
    async publish(revision, record) {
      let recorded: Awaited<ReturnType<typeof record>> | undefined;
      const outcome = await releaseContent(store, revision, {
        runtimeConfigFile,
        alsoInTransaction: async (tx) => {
          recorded = await record(tx);
        },
      });
      if (outcome.result === 'refused')
        throw new ContentPublishRefused(publishRefusedMessage(outcome.reason));
      await switched();
      return recorded as Awaited<ReturnType<typeof record>>;
    },
  };
}
