import type { ContentPart, DraftMeta, Publication, SiteContent } from '@sportif/contract/content';
import type { ContentRevision } from '@sportif/contract/content-publishing';
import type { Database, Queryable } from '../../db/database.ts';

/** A part's draft as stored. */
export interface StoredDraft extends DraftMeta {
  part: ContentPart;
  data: unknown;
}

/** A publication as stored, with the content it published. */
export interface StoredPublication extends Omit<Publication, 'live'> {
  content: SiteContent;
  publicContent: ContentRevision['content'];
}

/** What a refused save learns about the draft that is there instead. */
export type SaveOutcome = { saved: DraftMeta } | { conflict: DraftMeta } | { missing: true };

interface DraftRow {
  part: ContentPart;
  data: unknown;
  version: number;
  changed_by: string;
  changed_at_ms: number;
}

interface PublicationRow {
  id: number;
  revision: string;
  content: SiteContent;
  public_content: ContentRevision['content'];
  published_by: string;
  published_at_ms: number;
  restored_from: number | null;
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
const draftColumns = `part, data, version, changed_by, ${epochMs('changed_at')} AS changed_at_ms`;
const publicationColumns = `id, revision, content, public_content, published_by,
  ${epochMs('published_at')} AS published_at_ms, restored_from`;

const metaOf = (row: Omit<DraftRow, 'part' | 'data'>): DraftMeta => ({
  version: row.version,
  changedBy: row.changed_by,
  changedAt: new Date(row.changed_at_ms).toISOString(),
});

const publicationOf = (row: PublicationRow): StoredPublication => ({
  id: row.id,
  revision: row.revision,
  content: row.content,
  publicContent: row.public_content,
  publishedBy: row.published_by,
  publishedAt: new Date(row.published_at_ms).toISOString(),
  restoredFrom: row.restored_from,
});

/** The name a change made by the product itself (the first start's seed) is recorded under. */
export const systemName = 'Sistem';

/** The content's drafts and publications in the database (migration 0013). */
export function createContentRepository(db: Database) {
  async function insertPublication(
    tx: Queryable,
    published: { revision: ContentRevision; content: SiteContent; by: string; restoredFrom?: number },
  ): Promise<StoredPublication> {
    const { rows } = await tx.query<PublicationRow>(
      `INSERT INTO content_publications (revision, content, public_content, published_by, restored_from)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${publicationColumns}`,
      [
        published.revision.revision,
        JSON.stringify(published.content),
        JSON.stringify(published.revision.content),
        published.by,
        published.restoredFrom ?? null,
      ],
    );
    return publicationOf(rows[0] as PublicationRow);
  }

  return {
    /**
     * On an empty database, the seed as every part's first draft and the first publication; a
     * part added by a later version of the product gets its seed as its draft. Several instances
     * starting at once: the first one's rows stay.
     */
    async seed(content: SiteContent, revision: ContentRevision): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('LOCK TABLE content_drafts IN EXCLUSIVE MODE');
        for (const [part, data] of Object.entries(content)) {
          await tx.query(
            `INSERT INTO content_drafts (part, data, version, changed_by) VALUES ($1, $2, 1, $3)
             ON CONFLICT (part) DO NOTHING`,
            [part, JSON.stringify(data), systemName],
          );
        }
        const { rows } = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM content_publications',
        );
        if (rows[0]?.count === 0) await insertPublication(tx, { revision, content, by: systemName });
      });
    },

    async drafts(): Promise<StoredDraft[]> {
      const { rows } = await db.query<DraftRow>(`SELECT ${draftColumns} FROM content_drafts`);
      return rows.map((row) => ({ part: row.part, data: row.data, ...metaOf(row) }));
    },

    /**
     * Saves `data` as `part`'s draft if its version is still `version`, with `alsoWhenSaved` (the
     * audit entry) in the same transaction; else says who changed it since.
     */
    async save(
      part: ContentPart,
      version: number,
      data: unknown,
      by: string,
      alsoWhenSaved: (tx: Queryable) => Promise<void>,
    ): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<DraftRow>(
          `UPDATE content_drafts SET data = $3, version = version + 1, changed_by = $4, changed_at = clock_timestamp()
           WHERE part = $1 AND version = $2 RETURNING ${draftColumns}`,
          [part, version, JSON.stringify(data), by],
        );
        if (rows[0]) {
          await alsoWhenSaved(tx);
          return { saved: metaOf(rows[0]) };
        }
        const current = await tx.query<DraftRow>(
          `SELECT ${draftColumns} FROM content_drafts WHERE part = $1`,
          [part],
        );
        return current.rows[0] ? { conflict: metaOf(current.rows[0]) } : { missing: true };
      });
    },

    /**
     * Records a publication; with `restoredFrom`, one that made an earlier one live again, and
     * the drafts become that content (each part that differs, as a new version: an editor who
     * still has the older one open is refused when saving). In `tx`: the transaction that makes
     * the publication live.
     */
    async addPublication(
      tx: Queryable,
      published: {
        revision: ContentRevision;
        content: SiteContent;
        by: string;
        restoredFrom?: number;
        changedParts?: readonly ContentPart[];
      },
    ): Promise<StoredPublication> {
      for (const part of published.changedParts ?? []) {
        await tx.query(
          `UPDATE content_drafts SET data = $2, version = version + 1, changed_by = $3, changed_at = clock_timestamp()
           WHERE part = $1`,
          [part, JSON.stringify(published.content[part]), published.by],
        );
      }
      return insertPublication(tx, published);
    },

    /** The newest publications first, at most `limit`. */
    async publications(limit: number): Promise<StoredPublication[]> {
      const { rows } = await db.query<PublicationRow>(
        `SELECT ${publicationColumns} FROM content_publications ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(publicationOf);
    },

    async publication(id: number): Promise<StoredPublication | undefined> {
      const { rows } = await db.query<PublicationRow>(
        `SELECT ${publicationColumns} FROM content_publications WHERE id = $1`,
        [id],
      );
      return rows[0] && publicationOf(rows[0]);
    },

    /** The newest publication of `revision`, or the newest of all when no revision is named. */
    async newestPublication(revision?: string): Promise<StoredPublication | undefined> {
      const { rows } = await db.query<PublicationRow>(
        revision === undefined
          ? `SELECT ${publicationColumns} FROM content_publications ORDER BY id DESC LIMIT 1`
          : `SELECT ${publicationColumns} FROM content_publications WHERE revision = $1 ORDER BY id DESC LIMIT 1`,
        revision === undefined ? [] : [revision],
      );
      return rows[0] && publicationOf(rows[0]);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
