import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import { sha256Of } from './build-files.ts';

/** What the store keeps about a version (a row of release_versions). */
export interface VersionRecord {
  app: FrontEndApp;
  version: string;
  /** ISO time the version was stored. */
  createdAt: string;
  /** Its place in the order the app's versions were stored (1, 2, …). */
  sequence: number;
  /** The version's files, in bytes (compressed copies included). */
  bytes: number;
  /** Subresource Integrity (sha384) of the files a page loads by name: a remote's remoteEntry.js. */
  integrity: Record<string, string>;
  /** user@host of the command that stored it. */
  releasedBy: string;
}

/** A version with the folder of its local copy. */
export interface StoredVersion extends VersionRecord {
  dir: string;
}

/** One file of a version as the store lists it. */
export interface StoredFile {
  path: string;
  sha256: string;
}

/** The file in each local copy that describes its version; not part of the build. */
export const versionFileName = 'release.json';

/**
 * The local copy of the store on one machine, `<root>/<app>/<version>/`, what a web node serves
 * from and a release command reads the builds from: each version's files as the store holds
 * them, checked against their sha256, written into a temporary folder and renamed into place
 * (a reader sees all of a version or none), read-only, with `release.json` describing it. The
 * database is the source; this folder is a cache that can be deleted at any time.
 */
export function localCopy(root: string) {
  const appDir = (app: FrontEndApp) => join(root, app);
  const versionDir = (app: FrontEndApp, version: string) => join(appDir(app), version);

  /**
   * The builds' Node files (the shell's page renderer, the remotes' Node containers) are CommonJS
   * `.js`: Node takes a `.js` file for what the nearest package.json says, which for a local copy
   * under the repository (the default DATA_DIR, `.data/`) would be the workspace's ES modules.
   */
  async function markCommonJs(): Promise<void> {
    const marker = join(root, 'package.json');
    const text = `${JSON.stringify({ type: 'commonjs' })}\n`;
    if ((await readFile(marker, 'utf8').catch(() => undefined)) !== text) await writeFile(marker, text);
  }

  async function readVersion(app: FrontEndApp, version: string): Promise<StoredVersion | undefined> {
    try {
      const record = JSON.parse(
        await readFile(join(versionDir(app, version), versionFileName), 'utf8'),
      ) as VersionRecord;
      return { ...record, dir: versionDir(app, version) };
    } catch {
      return undefined;
    }
  }

  /** Why the local copy of a version is not what the store lists (a file missing, cut short or changed), or undefined when it is. */
  async function problemWith(
    record: VersionRecord,
    files: readonly StoredFile[],
  ): Promise<string | undefined> {
    const dir = versionDir(record.app, record.version);
    if (!(await readVersion(record.app, record.version))) return `${dir} is not there`;
    await markCommonJs();
    for (const file of files) {
      const bytes = await readFile(join(dir, file.path)).catch(() => undefined);
      if (!bytes) return `${file.path} is missing`;
      if (sha256Of(bytes) !== file.sha256) return `${file.path} does not match its sha256`;
    }
    return undefined;
  }

  /** Writes a version's files (already checked against their sha256) as its local copy, replacing one that is there. */
  async function write(
    record: VersionRecord,
    files: readonly { path: string; bytes: Uint8Array }[],
  ): Promise<string> {
    const dir = versionDir(record.app, record.version);
    await mkdir(appDir(record.app), { recursive: true });
    await markCommonJs();
    const incoming = join(appDir(record.app), `.incoming-${randomUUID()}`);
    try {
      for (const file of files) {
        const path = join(incoming, file.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.bytes, { mode: 0o444 });
      }
      await writeFile(join(incoming, versionFileName), `${JSON.stringify(record, null, 2)}\n`, {
        mode: 0o444,
      });
      // A copy that failed its check goes aside first; the rename then puts the whole new one in place.
      const aside = join(appDir(record.app), `.outgoing-${randomUUID()}`);
      await rename(dir, aside).catch(() => {});
      await rename(incoming, dir);
      await removeTree(aside);
    } catch (error) {
      await removeTree(incoming);
      // Another process wrote the same version meanwhile: the same files, checked as these were.
      if ((await readVersion(record.app, record.version)) === undefined) throw error;
    }
    return dir;
  }

  return { root, appDir, versionDir, readVersion, problemWith, write };
}

/** Removes a folder of read-only files. */
async function removeTree(dir: string): Promise<void> {
  await chmod(dir, 0o755).catch(() => {});
  await rm(dir, { recursive: true, force: true });
}

export type LocalCopy = ReturnType<typeof localCopy>;
