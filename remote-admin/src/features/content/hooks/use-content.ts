import type { ContentDrafts, ContentPart, Publication, SiteContent } from '@sportif/contract/content';
import { ApiError, notifyApiError, notifySuccess } from '@sportif/runtime';
import { type Loaded, useLoaded } from '../../../hooks/use-loaded';
import { adminTexts } from '../../../texts';
import { contentApi } from '../api/content-api';

/** How a save ended: saved, refused because someone saved the part since it was loaded, or failed (a toast said why). */
export type SaveResult = { saved: true } | { conflict: string } | { failed: true };

export interface ContentState {
  drafts: Loaded<ContentDrafts>;
  history: Loaded<Publication[]>;
  /** Saves `data` as `part`'s draft from the version the editor loaded. */
  save: <TPart extends ContentPart>(
    part: TPart,
    version: number,
    data: SiteContent[TPart],
  ) => Promise<SaveResult>;
  /** `Yayınla`: the saved drafts live. */
  publish: () => Promise<void>;
  /** `Geri al`: publication `id` live again. */
  restore: (id: number) => Promise<void>;
}

/**
 * The content the editors work on (issue 37): every part's draft and the publications, loaded on
 * open and again after each save, publication and `Geri al`. A save someone else's save overtook
 * comes back as a conflict with the API's message (who, when), for the editor to show beside its
 * form; every other failure is the error catalogue's toast.
 */
export function useContent(): ContentState {
  const drafts = useLoaded(contentApi.drafts, 'drafts');
  const history = useLoaded(async () => (await contentApi.history()).items, 'history');
  const reload = () => {
    drafts.reload();
    history.reload();
  };
  const act = async (call: () => Promise<string>) => {
    try {
      notifySuccess(await call());
    } catch (error) {
      notifyApiError(error);
    }
    reload();
  };

  return {
    drafts,
    history,
    async save(part, version, data) {
      try {
        await contentApi.save({ part, version, data } as Parameters<typeof contentApi.save>[0]);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { conflict: error.messages.join(' ') };
        notifyApiError(error);
        return { failed: true };
      }
      notifySuccess(adminTexts.content.saved);
      drafts.reload();
      return { saved: true };
    },
    publish: () => act(contentApi.publish),
    restore: (id) => act(() => contentApi.restore(id)),
  };
}
