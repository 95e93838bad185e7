import type { ContentRevision } from '@sportif/contract/content-publishing';
import type { Database, Queryable } from '../../db/database.ts';
import type { ContentRepository } from './content-repository.ts';

/**
 * What makes a revision of the content live for visitors. The web node gives the API its own
 * (server/src/content-publisher.ts): the public pages rendered with the revision and the live
 * versions of the apps, stored in the release store, and the live state switched to include it,
 * as a remote's release does. The API alone (pnpm dev, several API instances behind nginx) has the database's: the
 * newest publication is live, and pages the browser renders ask for it (`Content/Live`).
 */
export interface ContentPublisher {
  /** The revision visitors are served now; undefined before any is live. */
  liveRevision(): Promise<string | undefined>;
  /**
   * Makes `revision` live, writing `record` (the publication's row, its audit entry) in the
   * transaction that does: both happen, or neither. Rejects with a ContentPublishRefused (its
   * message for staff) when it cannot, with nothing changed.
   */
  publish<T>(revision: ContentRevision, record: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** A publication the publisher refused, with why, in Turkish, for the staff member who asked. */
export class ContentPublishRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentPublishRefused';
  }
}

/** The database's publisher: the newest publication is the live one; publishing is recording it. */
export function databaseContentPublisher(
  db: Database,
  repository: Pick<ContentRepository, 'newestPublication'>,
): ContentPublisher {
  return {
    liveRevision: async () => (await repository.newestPublication())?.revision,
    publish: (_revision, record) => db.transaction(record),
  };
}
