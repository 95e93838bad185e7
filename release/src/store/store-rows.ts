import type { Database, Queryable } from '@sportif/api/database';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { LiveState } from '../live-state.ts';
import type { PrerenderedPages } from '../prerender/prerendered-pages.ts';
import { prerenderKeyOf } from '../prerender/prerendered-pages.ts';
import type { GateOutcome, VersionOutcome } from '../version-outcomes.ts';
import { sha256Of } from './build-files.ts';
import type { StoredFile, VersionRecord } from './local-copy.ts';

/** Why the live state changed: recorded with each switch in release_history. */
export type SwitchReason = 'release' | 'rollback' | 'prune' | 'import' | 'repair' | 'publish';

/** The gate's last outcome for a version, as release_versions keeps it. */
export interface GateRecord {
  outcome: GateOutcome;
  at: string;
  reason?: string;
}

/** The live state as the store holds it: what is live, since which switch, and its pages. */
export interface LiveRecord {
  /** 0 before the first switch. */
  revision: number;
  /** The revision and a digest of the state's rows: changes with any switch, and with rows changed behind the store's back. */
  mark: string;
  state: LiveState;
  /** The key of its rendered pages; null when browsers render them. */
  pagesKey: string | null;
  switchedAt: string | null;
  switchedBy: string | null;
  reason: SwitchReason | null;
}

/** A state of the history, newest first: what a node falls back to when the live one does not verify. */
export interface HistoryRecord {
  revision: number;
  state: LiveState;
  pagesKey: string | null;
}

/** The pages of a key, or why they cannot be served (their text does not match its sha256, or is no page set). */
export type PageSetRead = { pages: PrerenderedPages } | { problem: string } | undefined;

// Any constant: it only has to be the same for every process that switches the live state.
const switchLockKey = 7_314_200_360;
/** A release command renews its hold this often; a hold older than the expiry belongs to a process that died. */
const lockRenewMs = 5_000;
const productionLockExpirySeconds = 30;

/**
 * How old a hold must be before a waiting command takes it over. Only under NODE_ENV=test,
 * `TEST_RELEASE_LOCK_EXPIRY_SECONDS` may shorten it, never below two renewals (a test of a killed
 * command waits for it instead of 30 s); anywhere else it is ignored.
 */
export function lockExpirySecondsFor(env: NodeJS.ProcessEnv): number {
  const shorter = Number(env.TEST_RELEASE_LOCK_EXPIRY_SECONDS);
  const allowed = env.NODE_ENV === 'test' && Number.isInteger(shorter) && shorter * 1000 >= 2 * lockRenewMs;
  return allowed ? Math.min(shorter, productionLockExpirySeconds) : productionLockExpirySeconds;
}
const blobsPerStatement = 40;

/**
 * How long a content revision or page set nobody remembers stays stored after it was last stored.
 * A publication stores its revision once, then renders and switches, again when another switch
 * came first: its revision must outlive those attempts. (Its pages need no such time: they are
 * deleted only by a switch, which makes the publication render them again.)
 */
const forgetAfter = "interval '1 hour'";

/** The live revision and a digest of the live state's rows and pages (LiveRecord.mark), in one small statement. */
const markSql = `SELECT coalesce((SELECT revision::text || '/' || coalesce(pages_key, '-') FROM release_live), '0') || '/' ||
  md5(coalesce((SELECT string_agg(app || ' ' || version, ',' ORDER BY app, position) FROM release_live_versions), '') || '|' ||
    coalesce((SELECT string_agg(revision, ',' ORDER BY position) FROM release_live_content), '')) AS mark`;

const versionColumns = `app, version, sequence, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  bytes::float8 AS bytes, integrity, released_by AS "releasedBy", gate_outcome, gate_reason,
  to_char(gate_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS gate_at`;

interface VersionRow extends VersionRecord {
  gate_outcome: GateOutcome | null;
  gate_reason: string | null;
  gate_at: string | null;
}

const toRecord = ({ gate_outcome, gate_reason, gate_at, ...record }: VersionRow) => ({
  ...record,
  integrity: typeof record.integrity === 'string' ? JSON.parse(record.integrity) : record.integrity,
  gate: gate_outcome
    ? { outcome: gate_outcome, at: gate_at as string, ...(gate_reason ? { reason: gate_reason } : {}) }
    : null,
});

/** A state's versions as rows: app, position (0 live, 1 fallback, …), version; its content revisions apart. */
function stateRows(state: LiveState): { apps: string[]; positions: number[]; versions: string[] } {
  const apps: string[] = [];
  const positions: number[] = [];
  const versions: string[] = [];
  for (const [app, list] of Object.entries(state)) {
    if (app === 'content') continue;
    list?.forEach((version, position) => {
      apps.push(app);
      positions.push(position);
      versions.push(version);
    });
  }
  return { apps, positions, versions };
}

/** The state a list of [app, version] pairs (ordered by app and position) and of content revisions names. */
function stateOf(pairs: readonly [FrontEndApp, string][], content: readonly string[]): LiveState {
  const state: LiveState = {};
  for (const [app, version] of pairs) state[app] = [...(state[app] ?? []), version];
  if (content.length > 0) state.content = [...content];
  return state;
}

const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The release store's SQL (migration 0007), one function per question or change. */
export function storeRows(db: Database) {
  /**
   * Makes `state` live in one transaction (in `tx` when given): its versions (foreign keys: a
   * version that is not stored cannot be named), its pages (only the ones rendered for these
   * versions), a new revision and its line in the history; the content revisions it no longer
   * remembers, and their pages, are deleted once `forgetAfter` has passed. A reader sees the old
   * state or the new one; a process killed midway leaves the old one.
   */
  async function switchLive(
    given: Queryable | undefined,
    state: LiveState,
    pagesKey: string | null,
    reason: SwitchReason,
    who: string,
  ): Promise<number> {
    if (pagesKey !== null && pagesKey !== prerenderKeyOf(state)) {
      throw new Error(`The pages ${pagesKey} were not rendered for the state being made live`);
    }
    const work = async (tx: Queryable) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [switchLockKey]);
      const { rows } = await tx.query<{ revision: number }>(
        `SELECT greatest((SELECT max(revision) FROM release_live), (SELECT max(revision) FROM release_history), 0)::int + 1 AS revision`,
      );
      const revision = rows[0]?.revision as number;
      const { apps, positions, versions } = stateRows(state);
      await tx.query('DELETE FROM release_live_versions');
      await tx.query(
        `INSERT INTO release_live_versions (app, position, version)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[])`,
        [apps, positions, versions],
      );
      await tx.query('DELETE FROM release_live_content');
      await tx.query(
        `INSERT INTO release_live_content (position, revision)
         SELECT position - 1, revision FROM unnest($1::text[]) WITH ORDINALITY AS c(revision, position)`,
        [state.content ?? []],
      );
      await tx.query(
        `INSERT INTO release_live (id, revision, pages_key, switched_at, switched_by, reason)
         VALUES (true, $1, $2, now(), $3, $4)
         ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, pages_key = excluded.pages_key,
           switched_at = excluded.switched_at, switched_by = excluded.switched_by, reason = excluded.reason`,
        [revision, pagesKey, who, reason],
      );
      await tx.query(
        `INSERT INTO release_history (revision, state, pages_key, switched_at, switched_by, reason)
         VALUES ($1, $2::jsonb, $3, now(), $4, $5)`,
        [revision, JSON.stringify(state), pagesKey, who, reason],
      );
      // The content revisions the live state no longer remembers, and the pages rendered with
      // them, are not needed again: `Geri al` to an older publication stores and renders it anew.
      await tx.query(
        `DELETE FROM release_page_sets
         WHERE split_part(key, '.', ${frontEndApps.length + 1}) <> ''
           AND split_part(key, '.', ${frontEndApps.length + 1}) NOT IN (SELECT revision FROM release_live_content)
           AND created_at < now() - ${forgetAfter}`,
      );
      await tx.query(
        `DELETE FROM release_content
         WHERE revision NOT IN (SELECT revision FROM release_live_content) AND created_at < now() - ${forgetAfter}`,
      );
      return revision;
    };
    return given ? work(given) : db.transaction(work);
  }

  /**
   * Makes `state` live, as switchLive does, only if the live state is still the one of `expectedMark`
   * (nothing switched since it was read), running `alsoInTransaction` in the same transaction (a
   * publication's own rows, its audit entry): all of it is done, or nothing. Undefined when the
   * live state had changed.
   */
  async function switchLiveIf(
    expectedMark: string,
    state: LiveState,
    pagesKey: string | null,
    reason: SwitchReason,
    who: string,
    alsoInTransaction?: (tx: Queryable) => Promise<void>,
  ): Promise<number | undefined> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [switchLockKey]);
      const { rows } = await tx.query<{ mark: string }>(markSql);
      if (rows[0]?.mark !== expectedMark) return undefined;
      const revision = await switchLive(tx, state, pagesKey, reason, who);
      await alsoInTransaction?.(tx);
      return revision;
    });
  }

  return {
    async version(app: FrontEndApp, version: string): Promise<VersionRecord | undefined> {
      const { rows } = await db.query<VersionRow>(
        `SELECT ${versionColumns} FROM release_versions WHERE app = $1 AND version = $2`,
        [app, version],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { gate: _gate, ...record } = toRecord(row);
      return record;
    },

    async versions(app: FrontEndApp) {
      const { rows } = await db.query<VersionRow>(
        `SELECT ${versionColumns} FROM release_versions WHERE app = $1 ORDER BY sequence DESC`,
        [app],
      );
      return rows.map(toRecord);
    },

    /** Adds a version and its files in one transaction: bytes already stored (the same chunk in an earlier version) are not sent again. */
    async insertVersion(
      record: Pick<VersionRecord, 'app' | 'version' | 'bytes' | 'integrity' | 'releasedBy'>,
      files: readonly { path: string; bytes: Buffer; sha256: string }[],
    ): Promise<{ newFiles: number; newBytes: number }> {
      return db.transaction(async (tx) => {
        const known = await tx.query<{ sha256: string }>(
          'SELECT sha256 FROM release_blobs WHERE sha256 = ANY($1::text[])',
          [files.map((file) => file.sha256)],
        );
        const present = new Set(known.rows.map((row) => row.sha256));
        const fresh = files.filter((file) => {
          if (present.has(file.sha256)) return false;
          present.add(file.sha256);
          return true;
        });
        // A few statements for a version's hundreds of files, each of a few dozen rows.
        for (let at = 0; at < fresh.length; at += blobsPerStatement) {
          const chunk = fresh.slice(at, at + blobsPerStatement);
          await tx.query(
            `INSERT INTO release_blobs (sha256, bytes) VALUES ${chunk.map((_, index) => `($${2 * index + 1}, $${2 * index + 2})`).join(', ')}
             ON CONFLICT DO NOTHING`,
            chunk.flatMap((file) => [file.sha256, file.bytes]),
          );
        }
        const newFiles = fresh.length;
        const newBytes = fresh.reduce((sum, file) => sum + file.bytes.length, 0);
        await tx.query(
          `INSERT INTO release_versions (app, version, sequence, bytes, integrity, released_by)
           SELECT $1, $2, coalesce(max(sequence), 0) + 1, $3, $4::jsonb, $5 FROM release_versions WHERE app = $1`,
          [record.app, record.version, record.bytes, JSON.stringify(record.integrity), record.releasedBy],
        );
        await tx.query(
          `INSERT INTO release_files (app, version, path, size, sha256)
           SELECT $1, $2, path, size, sha256 FROM unnest($3::text[], $4::int[], $5::text[]) AS f(path, size, sha256)`,
          [
            record.app,
            record.version,
            files.map((file) => file.path),
            files.map((file) => file.bytes.length),
            files.map((file) => file.sha256),
          ],
        );
        return { newFiles, newBytes };
      });
    },

    async fileList(app: FrontEndApp, version: string): Promise<StoredFile[]> {
      const { rows } = await db.query<StoredFile>(
        'SELECT path, sha256 FROM release_files WHERE app = $1 AND version = $2 ORDER BY path',
        [app, version],
      );
      return rows;
    },

    /** The bytes of each blob asked for that the store holds, by sha256. */
    async blobs(sha256s: readonly string[]): Promise<Map<string, Uint8Array>> {
      const { rows } = await db.query<{ sha256: string; bytes: Uint8Array }>(
        'SELECT sha256, bytes FROM release_blobs WHERE sha256 = ANY($1::text[])',
        [sha256s],
      );
      return new Map(rows.map((row) => [row.sha256, row.bytes]));
    },

    /** The live state, read in one statement (one snapshot): its versions and its pages agree. */
    async live(): Promise<LiveRecord> {
      const { rows } = await db.query<{
        revision: number | null;
        pages_key: string | null;
        switched_at: string | null;
        switched_by: string | null;
        reason: SwitchReason | null;
        versions: unknown;
        content: unknown;
      }>(
        `SELECT l.revision::int AS revision, l.pages_key,
           to_char(l.switched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS switched_at,
           l.switched_by, l.reason,
           (SELECT coalesce(json_agg(json_build_array(v.app, v.version) ORDER BY v.app, v.position), '[]'::json)
              FROM release_live_versions v)::text AS versions,
           (SELECT coalesce(json_agg(c.revision ORDER BY c.position), '[]'::json)
              FROM release_live_content c)::text AS content
         FROM (SELECT 1) AS one LEFT JOIN release_live l ON true`,
      );
      const row = rows[0];
      const { rows: marks } = await db.query<{ mark: string }>(markSql);
      return {
        revision: row?.revision ?? 0,
        mark: marks[0]?.mark ?? '',
        state: stateOf(
          parsedJson<[FrontEndApp, string][]>(row?.versions ?? '[]'),
          parsedJson<string[]>(row?.content ?? '[]'),
        ),
        pagesKey: row?.pages_key ?? null,
        switchedAt: row?.switched_at ?? null,
        switchedBy: row?.switched_by ?? null,
        reason: row?.reason ?? null,
      };
    },

    /** The live state's mark (LiveRecord.mark): the one question a web node asks every few hundred milliseconds. */
    async mark(): Promise<string> {
      const { rows } = await db.query<{ mark: string }>(markSql);
      return rows[0]?.mark ?? '';
    },

    async history(limit: number): Promise<HistoryRecord[]> {
      const { rows } = await db.query<{ revision: number; state: unknown; pages_key: string | null }>(
        'SELECT revision::int AS revision, state::text AS state, pages_key FROM release_history ORDER BY revision DESC LIMIT $1',
        [limit],
      );
      return rows.map((row) => ({
        revision: row.revision,
        state: parsedJson<LiveState>(row.state),
        pagesKey: row.pages_key,
      }));
    },

    switchLive,
    switchLiveIf,

    /** Sets the gate's outcome of each version (the newest counts). */
    async recordOutcomes(outcomes: readonly VersionOutcome[]): Promise<void> {
      for (const { app, version, outcome, at, reason } of outcomes) {
        await db.query(
          `UPDATE release_versions SET gate_outcome = $3, gate_at = $4::timestamptz, gate_reason = $5
           WHERE app = $1 AND version = $2`,
          [app, version, outcome, at, reason ?? null],
        );
      }
    },

    /** The pages stored under `key`, checked against their sha256. */
    async pageSet(key: string): Promise<PageSetRead> {
      const { rows } = await db.query<{ pages: string; sha256: string }>(
        'SELECT pages, sha256 FROM release_page_sets WHERE key = $1',
        [key],
      );
      const row = rows[0];
      if (!row) return undefined;
      if (sha256Of(row.pages) !== row.sha256)
        return { problem: `the pages ${key} do not match their sha256` };
      try {
        return { pages: JSON.parse(row.pages) as PrerenderedPages };
      } catch {
        return { problem: `the pages ${key} are not a page set` };
      }
    },

    /**
     * Stores a content revision once (the same revision is the same content); stored again (an
     * earlier one published anew), only its time moves, which a switch's forgetting counts from.
     */
    async storeContent(revision: string, content: string): Promise<void> {
      await db.query(
        `INSERT INTO release_content (revision, content, sha256) VALUES ($1, $2, $3)
         ON CONFLICT (revision) DO UPDATE SET created_at = now()`,
        [revision, content, sha256Of(content)],
      );
    },

    /** A content revision's text, checked against its sha256; undefined when it is not stored. */
    async content(revision: string): Promise<{ text: string } | { problem: string } | undefined> {
      const { rows } = await db.query<{ content: string; sha256: string }>(
        'SELECT content, sha256 FROM release_content WHERE revision = $1',
        [revision],
      );
      const row = rows[0];
      if (!row) return undefined;
      if (sha256Of(row.content) !== row.sha256)
        return { problem: `the content ${revision} does not match its sha256` };
      return { text: row.content };
    },

    async storePageSet(key: string, pages: PrerenderedPages): Promise<void> {
      const text = JSON.stringify(pages);
      await db.query(
        // Rendered again over a set whose text no longer matches its sha256: the set is repaired.
        `INSERT INTO release_page_sets (key, pages, sha256) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET pages = excluded.pages, sha256 = excluded.sha256
         WHERE release_page_sets.sha256 <> encode(sha256(convert_to(release_page_sets.pages, 'UTF8')), 'hex')`,
        [key, text, sha256Of(text)],
      );
    },

    /**
     * In one transaction: the state without the `doomed` versions of `app` made live (reason
     * 'prune'), then the versions, the page sets rendered from them and the blobs no version uses
     * any more deleted; only if the live state is still the one of `expectedMark` (a publication
     * or a release that switched meanwhile is never undone: the versions wait for the next
     * prune). Whether it pruned.
     */
    async pruneVersions(
      app: FrontEndApp,
      doomed: readonly string[],
      next: LiveState,
      pagesKey: string | null,
      who: string,
      expectedMark: string,
    ): Promise<boolean> {
      const switched = await switchLiveIf(expectedMark, next, pagesKey, 'prune', who, async (tx) => {
        await tx.query('DELETE FROM release_versions WHERE app = $1 AND version = ANY($2::text[])', [
          app,
          [...doomed],
        ]);
        const index = frontEndApps.indexOf(app) + 1;
        await tx.query(
          `DELETE FROM release_page_sets WHERE split_part(key, '.', $1) = ANY($2::text[])
             AND key NOT IN (SELECT pages_key FROM release_live WHERE pages_key IS NOT NULL)`,
          [index, [...doomed]],
        );
        await tx.query(
          'DELETE FROM release_blobs b WHERE NOT EXISTS (SELECT 1 FROM release_files f WHERE f.sha256 = b.sha256)',
        );
      });
      return switched !== undefined;
    },

    /**
     * Holds the store for one release command: a second one waits, told whom for (`onWait`), until
     * this one is done; a holder that stopped renewing (killed) is taken over after
     * `lockExpirySecondsFor` (30 s). Returns the release.
     */
    async holdLock(
      holder: string,
      onWait: (holder: string, since: string) => void,
    ): Promise<() => Promise<void>> {
      let told = false;
      for (;;) {
        const taken = await db.query(
          `INSERT INTO release_lock (id, holder, since, renewed_at) VALUES (true, $1, now(), now())
           ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, since = excluded.since, renewed_at = excluded.renewed_at
           WHERE release_lock.renewed_at < now() - make_interval(secs => $2)`,
          [holder, lockExpirySecondsFor(process.env)],
        );
        if (taken.rowCount === 1) break;
        if (!told) {
          const { rows } = await db.query<{ holder: string; since: string }>(
            `SELECT holder, to_char(since AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC' AS since FROM release_lock`,
          );
          if (rows[0]) onWait(rows[0].holder, rows[0].since);
          told = true;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const renew = setInterval(() => {
        void db
          .query('UPDATE release_lock SET renewed_at = now() WHERE holder = $1', [holder])
          .catch(() => {});
      }, lockRenewMs);
      renew.unref();
      return async () => {
        clearInterval(renew);
        await db.query('DELETE FROM release_lock WHERE holder = $1', [holder]);
      };
    },
  };
}
