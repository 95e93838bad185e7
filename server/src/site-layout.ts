import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');

/** Where each app's production build lives, and the URL prefix it is served under. */
export interface StaticMount {
  prefix: string;
  root: string;
}

export interface SiteLayout {
  shell: string;
  remotes: StaticMount[];
}

/** An app's production build in this checkout ('shell' → shell/dist). */
export const distDirOf = (app: string): string => join(repoRoot, app, 'dist');

export const defaultSiteLayout: SiteLayout = {
  shell: join(repoRoot, 'shell/dist'),
  remotes: [
    { prefix: '/remotes/public/', root: join(repoRoot, 'remote-public/dist') },
    { prefix: '/remotes/admin/', root: join(repoRoot, 'remote-admin/dist') },
    { prefix: '/remotes/media/', root: join(repoRoot, 'remote-media/dist') },
  ],
};

/**
 * The build's stats (mf-stats.json, and its .br and .gz copies) as a regular expression on a
 * URL path: they name the build's source paths and the browser needs none of them, so neither the
 * site server nor the nginx recipe serves them.
 */
export const buildStatsPattern = '(^|/)mf-stats\\.json(\\.(br|gz))?$';

/**
 * An app's Node build (dist/server, which releases render the public pages with), as a regular
 * expression on a URL path: it is read from disk on the server, never sent to a browser.
 */
export const nodeBuildPattern = '(^|/)server/';

/**
 * The files a stored version holds besides its build (the store's description, release.json, and
 * the gate's contract, federation-contract.json), with their .br and .gz copies, as a regular
 * expression on a URL path: read on the server, never sent to a browser.
 */
export const storeFilesPattern = '(^|/)(release|federation-contract)\\.json(\\.(br|gz))?$';

/** A remote's own HTML page (for standalone development only), with its compressed copies. */
export const remotePagePattern = '\\.html(\\.(br|gz))?$';
