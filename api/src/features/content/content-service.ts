import {
  type ContentDrafts,
  type ContentPart,
  contentPartSchemas,
  contentParts,
  type DraftMeta,
  type LiveContent,
  linkTargetMessage,
  type Publication,
  type SiteContent,
} from '@sportif/contract/content';
import { contentRevisionOf, refusedLinkTargets, sameContent } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { ApiProblem } from '../../http/api-problem.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { ContentPublisher } from './content-publisher.ts';
import { ContentPublishRefused } from './content-publisher.ts';
import type { ContentRepository, StoredPublication } from './content-repository.ts';
import type { RecordContentChange, StaffMember } from './staff-access.ts';

/** How many publications the history lists. */
export const historyLength = 50;

/** The content's drafts in the shape of the whole, each part validated as stored. */
function contentOfDrafts(drafts: readonly { part: ContentPart; data: unknown }[]): SiteContent {
  return Object.fromEntries(drafts.map(({ part, data }) => [part, data])) as SiteContent;
}

/** Stores today's texts as the first drafts and publication, on a database that has none. */
export const seedContent = (repository: ContentRepository): Promise<void> =>
  repository.seed(contentSeed, contentRevisionOf(contentSeed));

/**
 * The content's rules over the repository and the publisher: drafts saved only from the version
 * they were loaded at, publications that go live through the publisher before they are recorded,
 * one at a time, and `Geri al` that makes an earlier one live again and brings the drafts back to it.
 */
export function createContentService({
  repository,
  publisher,
  recordChange,
}: {
  repository: ContentRepository;
  publisher: ContentPublisher;
  recordChange?: RecordContentChange | undefined;
}) {
  // One publication at a time in this process: each renders against the live state the previous left.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  };

  async function livePublication(): Promise<StoredPublication | undefined> {
    const revision = await publisher.liveRevision();
    return revision === undefined ? undefined : repository.newestPublication(revision);
  }

  const summary = (publication: StoredPublication, live: StoredPublication | undefined): Publication => ({
    id: publication.id,
    revision: publication.revision,
    publishedBy: publication.publishedBy,
    publishedAt: publication.publishedAt,
    restoredFrom: publication.restoredFrom,
    live: publication.id === live?.id,
  });

  /**
   * Makes `content` live through the publisher, recording the publication and its audit entry in
   * the transaction that switches it live; a refusal is a 403 with its reason.
   */
  async function goLive(content: SiteContent, by: StaffMember, restoredFrom?: StoredPublication) {
    const revision = contentRevisionOf(content);
    const drafts = contentOfDrafts(await repository.drafts());
    try {
      return await publisher.publish(revision, async (tx) => {
        const publication = await repository.addPublication(tx, {
          revision,
          content,
          by: by.name,
          ...(restoredFrom
            ? {
                restoredFrom: restoredFrom.id,
                changedParts: contentParts.filter((part) => !sameContent(drafts[part], content[part])),
              }
            : {}),
        });
        await recordChange?.(tx, {
          by,
          what: restoredFrom ? 'restored' : 'published',
          subject: `#${restoredFrom?.id ?? publication.id}`,
        });
        return publication;
      });
    } catch (error) {
      if (error instanceof ContentPublishRefused) throw ApiProblem.rule(error.message);
      throw error;
    }
  }

  return {
    async drafts(): Promise<ContentDrafts> {
      const live = await livePublication();
      const parts = Object.fromEntries(
        (await repository.drafts()).map(({ part, data, version, changedBy, changedAt }) => [
          part,
          {
            data,
            version,
            changedBy,
            changedAt,
            published: live !== undefined && sameContent(data, live.content[part]),
          },
        ]),
      ) as ContentDrafts['parts'];
      return { parts, live: live ? summary(live, live) : null };
    },

    /** Saves a part checked by its schema (the form's), from the version the editor loaded. */
    async save(part: ContentPart, version: number, data: unknown, by: StaffMember): Promise<DraftMeta> {
      const checked = validateBody(contentPartSchemas[part], data);
      if ('markdown' in checked && refusedLinkTargets(checked.markdown).length > 0)
        throw ApiProblem.rule(linkTargetMessage);
      const outcome = await repository.save(part, version, checked, by.name, async (tx) => {
        await recordChange?.(tx, { by, what: 'draft saved', subject: part });
      });
      if ('missing' in outcome) throw ApiProblem.rule(apiTexts.contentPartMissing);
      if ('conflict' in outcome)
        throw ApiProblem.conflict(
          apiTexts.contentConflict(outcome.conflict.changedBy, outcome.conflict.changedAt),
        );
      return outcome.saved;
    },

    /** Publishes the drafts as they are now; nothing to publish when they are what is live. */
    publish: (by: StaffMember): Promise<string> =>
      oneAtATime(async () => {
        const content = contentOfDrafts(await repository.drafts());
        const live = await livePublication();
        if (live && sameContent(contentRevisionOf(content).content, live.publicContent))
          throw ApiProblem.rule(apiTexts.contentNothingToPublish);
        const publication = await goLive(content, by);
        return apiTexts.contentPublished(publication.id);
      }),

    /** `Geri al`: the content of publication `id` live again, and the drafts back to it. */
    restore: (id: number, by: StaffMember): Promise<string> =>
      oneAtATime(async () => {
        const earlier = await repository.publication(id);
        if (!earlier) throw ApiProblem.rule(apiTexts.publicationNotFound);
        const live = await livePublication();
        if (live?.revision === earlier.revision) throw ApiProblem.rule(apiTexts.publicationAlreadyLive(id));
        await goLive(earlier.content, by, earlier);
        return apiTexts.publicationRestored(earlier.id);
      }),

    async history(): Promise<Publication[]> {
      const live = await livePublication();
      return (await repository.publications(historyLength)).map((publication) => summary(publication, live));
    },

    /** The live revision and its content, for a page the browser renders without it. */
    async live(): Promise<LiveContent | undefined> {
      const live = await livePublication();
      return live && { revision: live.revision, content: live.publicContent };
    },

    /** The drafts in their public form, for `Önizle`. */
    async draftContent() {
      return contentRevisionOf(contentOfDrafts(await repository.drafts())).content;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
