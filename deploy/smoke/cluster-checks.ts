import { spawnSync } from 'node:child_process';
import { appendFile, cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import type { NodeHealth } from '@sportif/server/live-sync';
import { precompress } from '@sportif/tooling/precompress';

/**
 * What the smoke run's checks (cluster.ts) and bench:cluster both ask of a running cluster: the
 * store's rows (DATABASE_URL's database, read with Debian's psql), each node's /healthz, a changed
 * build to release, and when every node serves a release. Each throws with the reason when it
 * cannot answer.
 */

export function psql(query: string, ...params: string[]): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const args = ['-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url];
  for (const [index, value] of params.entries()) args.push('-v', `p${index + 1}=${value}`);
  const result = spawnSync('psql', args, { input: query, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** A node's /healthz answer, or undefined when it does not answer. */
export async function healthOf(node: string): Promise<NodeHealth | undefined> {
  try {
    const response = await fetch(`${node}/healthz`);
    return response.ok ? ((await response.json()) as NodeHealth) : undefined;
  } catch {
    return undefined;
  }
}

/** Polls `check` every 10 ms until it holds or `timeoutMs` pass; the time it took, or undefined. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

/**
 * A copy of `<app>/dist` that is another version of it: the shell's page or a remote's entry
 * changed by one comment or statement naming `marker`, compressed again as the build does.
 */
export async function changedBuild(app: FrontEndApp, marker: string, out: string): Promise<void> {
  await cp(join(import.meta.dirname, '../..', app, 'dist'), out, { recursive: true });
  if (app === 'shell') await appendFile(join(out, 'index.html'), `\n<!-- ${marker} -->\n`);
  else await appendFile(join(out, 'remoteEntry.js'), `\n;globalThis.${marker} = true;\n`);
  await precompress(out);
}

/** The live version of `app`, when the last node began serving it and when a page through nginx named it. */
export interface Served {
  version: string;
  /** From the switch's commit to the last node serving it. */
  afterSwitchMs: number;
  /** From the switch's commit to a page through nginx naming it (an app whose files a public page loads). */
  throughSiteMs: number | undefined;
}

/** The apps whose version a public page names in its markup (the URLs of their files). */
const pageApps: Partial<Record<FrontEndApp, string>> = {
  'remote-public': '/remotes/public/',
  'remote-media': '/remotes/media/',
};

/**
 * Waits (up to 10 s) until every node serves the live version of `app`, and for an app a public
 * page names, until `/club/umitkoy` through `site` (nginx) names it too.
 */
export async function servedByEvery(app: FrontEndApp, site: string, nodes: string[]): Promise<Served> {
  const version = psql(`SELECT version FROM release_live_versions WHERE app = :'p1' AND position = 0`, app);
  if (!version) throw new Error(`Nothing of ${app} is live`);
  // The switch's time as the database recorded it (its transaction's start: an upper bound of the
  // time to the commit), and when each node began serving it, by its own word (same clock).
  const switchedAt = Number(
    psql('SELECT (extract(epoch FROM switched_at) * 1000)::bigint FROM release_live'),
  );
  let healths: (NodeHealth | undefined)[] = [];
  const byNodes = until(async () => {
    healths = await Promise.all(nodes.map(healthOf));
    return healths.every((health) => health?.live[app] === version);
  }, 10_000);
  // Asked on its own, so the time is that of the request that first got the page naming it.
  const prefix = pageApps[app];
  let throughSiteMs: number | undefined;
  const bySite = until(async () => {
    if (prefix === undefined) return true;
    const asked = Date.now();
    const page = await (await fetch(`${site}/club/umitkoy`)).text();
    if (page.includes(`${prefix}${version}/`)) throughSiteMs = asked - switchedAt;
    return throughSiteMs !== undefined;
  }, 10_000);
  const [nodesTook, siteTook] = await Promise.all([byNodes, bySite]);
  if (nodesTook === undefined) throw new Error(`${app} ${version} was not served by every node within 10 s`);
  if (siteTook === undefined)
    throw new Error(`${app} ${version} was not named by a page through ${site} within 10 s`);
  const lastNode = Math.max(...healths.map((health) => Date.parse(health?.servingSince ?? '')));
  return { version, afterSwitchMs: lastNode - switchedAt, throughSiteMs };
}
