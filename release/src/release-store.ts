import { createHash, randomUUID } from 'node:crypto';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';

/** What the store keeps about a version, in `release.json` inside the version's folder. */
export interface StoredVersion {
  app: FrontEndApp;
  version: string;
  /** ISO time the version was stored. */
  createdAt: string;
  /** Its place in the order the app's versions were stored (1, 2, …): two stored in one millisecond still have an order. */
  sequence: number;
  /** The version's files, in bytes (compressed copies included). */
  bytes: number;
  /** The version's absolute folder. */
  dir: string;
  /** Subresource Integrity (sha384) of the files a page loads by name: a remote's remoteEntry.js. */
  integrity: Record<string, string>;
}

/** The file in each version's folder that describes it; not part of the build. */
export const versionFileName = 'release.json';

/**
 * Files of a build that are not part of what is released: the build's own up-to-date marker, and
 * the build stats (never served; they list modules in the order rspack finished them, so the
 * same sources would otherwise give another version).
 */
const notReleased = new Set(['.build-stamp', 'mf-stats.json', 'mf-stats.json.br', 'mf-stats.json.gz']);

/** Files the integrity of which the live pointer carries: what the browser loads by URL alone. */
const entryFiles = ['remoteEntry.js'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !notReleased.has(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

export const integrityOf = (bytes: Buffer): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The version of a build: a short hash of every file's path and bytes, so the same build always
 * gets the same version and any change to a file gives another.
 */
export async function versionOf(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(buildDir)) {
    const bytes = await readFile(join(buildDir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

const isVersionName = (name: string) => /^[0-9a-f]{10}$/.test(name);

/**
 * The release store: `<root>/<app>/<version>/` holds a version's files, written once. A version is
 * copied into a temporary folder and renamed into place, so a reader sees all of it or none, and
 * its files are made read-only.
 */
export function releaseStore(root: string) {
  const appDir = (app: FrontEndApp) => join(root, app);
  const versionDir = (app: FrontEndApp, version: string) => join(appDir(app), version);

  async function readVersion(app: FrontEndApp, version: string): Promise<StoredVersion | undefined> {
    try {
      const stored = JSON.parse(
        await readFile(join(versionDir(app, version), versionFileName), 'utf8'),
      ) as Omit<StoredVersion, 'dir'>;
      return { ...stored, dir: versionDir(app, version) };
    } catch {
      return undefined;
    }
  }

  /** Stores the build in `buildDir` as a version of `app`; a version already stored is left as it is. */
  async function store(
    app: FrontEndApp,
    buildDir: string,
  ): Promise<{ stored: StoredVersion; isNew: boolean }> {
    const version = await versionOf(buildDir);
    const existing = await readVersion(app, version);
    if (existing) return { stored: existing, isNew: false };

    await mkdir(appDir(app), { recursive: true });
    const temporary = join(appDir(app), `.incoming-${randomUUID()}`);
    try {
      await cp(buildDir, temporary, {
        recursive: true,
        filter: (source) => !notReleased.has(relative(buildDir, source)),
      });
      const files = await filesUnder(temporary);
      let bytes = 0;
      const integrity: Record<string, string> = {};
      for (const file of files) {
        const path = join(temporary, file);
        bytes += (await stat(path)).size;
        if (entryFiles.includes(file)) integrity[file] = integrityOf(await readFile(path));
        await chmod(path, 0o444);
      }
      const newest = (await versions(app))[0];
      const described: Omit<StoredVersion, 'dir'> = {
        app,
        version,
        createdAt: new Date().toISOString(),
        sequence: (newest?.sequence ?? 0) + 1,
        bytes,
        integrity,
      };
      await writeFile(join(temporary, versionFileName), `${JSON.stringify(described, null, 2)}\n`, {
        mode: 0o444,
      });
      await rename(temporary, versionDir(app, version));
    } catch (error) {
      await rm(temporary, { recursive: true, force: true });
      // Another release of the same build won the rename: that version is the same files.
      const raced = await readVersion(app, version);
      if (raced) return { stored: raced, isNew: false };
      throw error;
    }
    return { stored: (await readVersion(app, version)) as StoredVersion, isNew: true };
  }

  /** Every stored version of `app`, newest first. */
  async function versions(app: FrontEndApp): Promise<StoredVersion[]> {
    let names: string[];
    try {
      names = (await readdir(appDir(app))).filter(isVersionName);
    } catch {
      return [];
    }
    const found = await Promise.all(names.map((name) => readVersion(app, name)));
    return found
      .filter((version): version is StoredVersion => version !== undefined)
      .sort((a, b) => b.sequence - a.sequence);
  }

  async function remove(app: FrontEndApp, version: string): Promise<void> {
    await rm(versionDir(app, version), { recursive: true, force: true });
  }

  return { root, appDir, versionDir, readVersion, store, versions, remove };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
