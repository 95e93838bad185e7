import { readFile, stat } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import type { Database, Queryable } from '@sportif/api/database';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import { entryFiles, filesUnder, integrityOf, sha256Of, versionOf } from './store/build-files.ts';
import {
  type LocalCopy,
  localCopy,
  type StoredFile,
  type StoredVersion,
  type VersionRecord,
} from './store/local-copy.ts';
import { type GateRecord, type LiveRecord, type SwitchReason, storeRows } from './store/store-rows.ts';

export { integrityOf, versionOf } from './store/build-files.ts';
export type { StoredVersion, VersionRecord } from './store/local-copy.ts';

/** What the store holds is not what it recorded (bytes that do not match their sha256, files missing): never served. */
export class StoreIntegrityError extends Error {
  override name = 'StoreIntegrityError';
}

/** user@host: who a stored version, a switch or a lock is recorded for. */
export const whoAmI = (): string => `${userInfo().username}@${hostname()}`;

/** A row's bytes as a Buffer: node-postgres gives one, PGlite a Uint8Array. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export interface StoreResult {
  stored: StoredVersion;
  isNew: boolean;
  /** Files whose bytes were not in the store yet, and their size: the rest were stored once already. */
  newFiles: number;
  newBytes: number;
  files: number;
}

/**
 * The release store: rows in the database every web node and every release command reaches
 * (migration 0007): each version's files as content-addressed blobs, the live state and its
 * history, the rendered pages of each state, the gate's outcomes. `where` says which database,
 * `local` is this machine's checked copy of the versions it reads (store/local-copy.ts).
 */
export function releaseStore(db: Database, options: { where: string; cacheRoot: string }) {
  const local: LocalCopy = localCopy(options.cacheRoot);
  const rows = storeRows(db);
  // A version's files never change once stored: a local copy checked once in this process stays good.
  const checked = new Map<string, Promise<StoredVersion | undefined>>();

  /** Stores the build in `buildDir` as a version of `app`, in one transaction; a version already stored is left as it is. */
  async function store(app: FrontEndApp, buildDir: string): Promise<StoreResult> {
    const version = await versionOf(buildDir);
    const paths = await filesUnder(buildDir);
    const existing = await rows.version(app, version);
    if (existing) {
      return {
        stored: await readVersionOrFail(app, version),
        isNew: false,
        newFiles: 0,
        newBytes: 0,
        files: paths.length,
      };
    }
    const files: { path: string; bytes: Buffer; sha256: string }[] = [];
    const integrity: Record<string, string> = {};
    let bytes = 0;
    for (const path of paths) {
      const content = await readFile(join(buildDir, path));
      files.push({ path, bytes: content, sha256: sha256Of(content) });
      bytes += (await stat(join(buildDir, path))).size;
      if (entryFiles.includes(path)) integrity[path] = integrityOf(content);
    }
    const { newFiles, newBytes } = await rows.insertVersion(
      { app, version, bytes, integrity, releasedBy: whoAmI() },
      files,
    );
    return {
      stored: await readVersionOrFail(app, version),
      isNew: true,
      newFiles,
      newBytes,
      files: files.length,
    };
  }

  /**
   * Where this process has a file of each sha256 in its local copy (of a version it checked or
   * wrote): a new version's files unchanged since another version are read from there, not fetched.
   */
  const localBlobs = new Map<string, string>();
  const remember = (dir: string, listed: readonly StoredFile[]) => {
    for (const file of listed) localBlobs.set(file.sha256, join(dir, file.path));
  };

  /**
   * The version's files, each checked against its sha256: from the local copy of another version
   * when one has the same bytes, else fetched from the store; an error names the first that fails.
   */
  async function fetchFiles(
    app: FrontEndApp,
    version: string,
    listed: readonly StoredFile[],
  ): Promise<{ path: string; bytes: Uint8Array }[]> {
    const files: { path: string; bytes: Uint8Array }[] = [];
    const missing: StoredFile[] = [];
    for (const file of listed) {
      const at = localBlobs.get(file.sha256);
      const bytes = at ? await readFile(at).catch(() => undefined) : undefined;
      if (bytes && sha256Of(bytes) === file.sha256) files.push({ path: file.path, bytes });
      else missing.push(file);
    }
    const fetched =
      missing.length > 0 ? await rows.blobs([...new Set(missing.map((file) => file.sha256))]) : new Map();
    for (const file of missing) {
      const bytes = fetched.get(file.sha256);
      if (!bytes) throw new StoreIntegrityError(`${app} ${version}: ${file.path} is missing in the store`);
      if (sha256Of(bytes) !== file.sha256) {
        throw new StoreIntegrityError(
          `${app} ${version}: ${file.path} in the store does not match its sha256`,
        );
      }
      files.push({ path: file.path, bytes });
    }
    return files;
  }

  /**
   * The version with its local copy: checked against the store's sha256 of each file, fetched
   * anew when a file is missing, cut short or changed. Undefined when the store has no such
   * version; an error when its bytes in the store are not what it recorded.
   */
  async function ensureLocal(record: VersionRecord, listed: readonly StoredFile[]): Promise<StoredVersion> {
    const problem = await local.problemWith(record, listed);
    const dir =
      problem === undefined
        ? local.versionDir(record.app, record.version)
        : await local.write(record, await fetchFiles(record.app, record.version, listed));
    remember(dir, listed);
    return { ...record, dir };
  }

  function readVersion(app: FrontEndApp, version: string): Promise<StoredVersion | undefined> {
    const key = `${app}/${version}`;
    let found = checked.get(key);
    if (!found) {
      found = (async () => {
        const record = await rows.version(app, version);
        return record && ensureLocal(record, await rows.fileList(app, version));
      })();
      checked.set(key, found);
      // Neither a failed check nor a version not stored yet is kept: the next read asks again.
      void found.then(
        (value) => value === undefined && checked.delete(key),
        () => checked.delete(key),
      );
    }
    return found;
  }

  async function readVersionOrFail(app: FrontEndApp, version: string): Promise<StoredVersion> {
    const stored = await readVersion(app, version);
    if (!stored) throw new Error(`${app} ${version} is not in the release store`);
    return stored;
  }

  /** Forgets what was checked, so the next read checks the local copy against the store again. */
  function forgetChecks(): void {
    checked.clear();
  }

  return {
    /** The database, as the release commands print it. */
    where: options.where,
    db,
    local,
    /** The local copy's folder (the gate's smoke run serves it). */
    root: local.root,
    versionDir: local.versionDir,
    store,
    readVersion,
    forgetChecks,
    /** Every stored version of `app`, newest first (their local copies are not made). */
    versions: (app: FrontEndApp): Promise<(VersionRecord & { gate: GateRecord | null })[]> =>
      rows.versions(app),
    live: (): Promise<LiveRecord> => rows.live(),
    mark: (): Promise<string> => rows.mark(),
    storeContent: rows.storeContent,
    content: rows.content,
    history: (limit: number) => rows.history(limit),
    switchLive: (
      tx: Queryable | undefined,
      state: Parameters<typeof rows.switchLive>[1],
      pagesKey: string | null,
      reason: SwitchReason,
    ) => rows.switchLive(tx, state, pagesKey, reason, whoAmI()),
    switchLiveIf: (
      expectedMark: string,
      state: Parameters<typeof rows.switchLive>[1],
      pagesKey: string | null,
      reason: SwitchReason,
      alsoInTransaction?: (tx: Queryable) => Promise<void>,
    ) => rows.switchLiveIf(expectedMark, state, pagesKey, reason, whoAmI(), alsoInTransaction),
    recordOutcomes: rows.recordOutcomes,
    pageSet: rows.pageSet,
    storePageSet: rows.storePageSet,
    pruneVersions: rows.pruneVersions,
    holdLock: (command: string, onWait: (holder: string, since: string) => void) =>
      rows.holdLock(`${whoAmI()} pid ${process.pid} (${command})`, onWait),
    apps: frontEndApps,
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
export { asBuffer };
