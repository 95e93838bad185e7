import { type FrontEndApp, isFrontEndApp } from '@sportif/contract/apps';
import type { ContentDrafts } from '@sportif/contract/content';
import type { NodeHealth } from '@sportif/server/live-sync';
import { pageCacheSeconds } from '../nginx/render-nginx-config.ts';
import { changedBuild, healthOf, psql, servedByEvery, until } from './cluster-checks.ts';

/**
 * The checks of deploy/smoke/run.sh on a cluster (PostgreSQL, web nodes, nginx), one a command:
 *
 *   cluster.ts changed-build <app> <marker> <out>   a copy of <app>/dist with its entry (or page) changed by one statement
 *   cluster.ts served <app> <nginx url> <node url>...
 *                                                   every node serves the app's live version within 1 s of the switch,
 *                                                   a page through nginx names it within 3 s more
 *   cluster.ts published <admin password> <node url>...
 *                                                   content published through the first node is served by every node within 1 s
 *   cluster.ts load-and-kill <nginx url> <pid> <admin password>
 *                                                   reads and writes through nginx while the node <pid> is killed (-9)
 *   cluster.ts behind <node url>...                 every node says it is behind and serves its pages
 *   cluster.ts serving <node url>...                every node has caught up
 *   cluster.ts stored                               what the store holds, one line (compared across restarts)
 *
 * The database is DATABASE_URL's, read with Debian's psql (cluster-checks.ts). Each check prints
 * what it measured and exits 1 with the reason when it fails.
 */

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A public page through a node or nginx: 200 with the markup rendered for it. */
async function expectRenderedPage(url: string): Promise<void> {
  const response = await fetch(`${url}/club/umitkoy`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('Ümitköy Kulüp</h1>')) {
    fail(`${url}/club/umitkoy answered ${response.status} without its rendered page`);
  }
}

async function served(app: FrontEndApp, site: string, nodes: string[]): Promise<void> {
  const { version, afterSwitchMs, throughSiteMs } = await servedByEvery(app, site, nodes);
  const viaSite =
    throughSiteMs === undefined
      ? ''
      : `, named by a page through nginx ${(throughSiteMs / 1000).toFixed(2)} s after it`;
  console.log(
    `${app} ${version}: served by all ${nodes.length} nodes ${(afterSwitchMs / 1000).toFixed(2)} s after the switch${viaSite}`,
  );
  if (!(afterSwitchMs <= 1_000)) fail(`${app} ${version} took more than 1 s to reach every node`);
  // nginx keeps a page pageCacheSeconds, counted in whole seconds: up to one more, from a node
  // that may not have switched yet (decision 0114); one second more for the polling itself, which
  // a busy machine delays.
  const siteBoundMs = (pageCacheSeconds + 2) * 1_000;
  if (throughSiteMs !== undefined && !(throughSiteMs - afterSwitchMs <= siteBoundMs))
    fail(
      `${app} ${version} reached the pages through nginx more than ${siteBoundMs / 1000} s after the last node`,
    );
}

/** The seeded Yönetici's token, signed in at `site`. */
async function staffToken(site: string, adminPassword: string): Promise<string> {
  const login = await fetch(`${site}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUserName: 'admin', password: adminPassword }),
  });
  if (login.status !== 200) fail(`The staff sign-in at ${site} answered ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A content call of the API at `node` as staff; its `data`, or the run fails with the answer. */
async function contentCall(node: string, token: string, route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${node}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    fail(`${route} at ${node} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * A publication of content through the first node's API (issue 37): Ümitköy's Monday first class
 * moved to a time of this run, saved and published; every node serves /umitkoy with it within 1 s
 * of the switch's commit (the switch's time as the database recorded it, to when each node began
 * serving that revision, by its own word).
 */
async function published(adminPassword: string, nodes: string[]): Promise<void> {
  const [first = fail('No node given')] = nodes;
  const token = await staffToken(first, adminPassword);
  const drafts = (await contentCall(first, token, 'Content/Drafts', {})) as ContentDrafts;
  const timetable = drafts.parts['timetable.umitkoy'] ?? fail('No draft of timetable.umitkoy');
  const minute = String(new Date().getMinutes() % 30).padStart(2, '0');
  const [start, end] = [`07:${minute}`, `07:${Number(minute) + 30}`];
  const monday = timetable.data.days[0]?.[0] ?? fail("Ümitköy's Monday has no class");
  Object.assign(monday, { start, end });
  await contentCall(first, token, 'Content/Save', {
    part: 'timetable.umitkoy',
    version: timetable.version,
    data: timetable.data,
  });
  await contentCall(first, token, 'Content/Publish', {});
  const [revision, switchedAt] = psql(
    `SELECT revision || ' ' || (extract(epoch FROM switched_at) * 1000)::bigint FROM release_live WHERE reason = 'publish'`,
  )
    .split(' ')
    .map(Number) as [number, number];
  if (!revision) fail('The publication made no switch of the live state');
  let healths: (NodeHealth | undefined)[] = [];
  const took = await until(async () => {
    healths = await Promise.all(nodes.map(healthOf));
    return healths.every((health) => (health?.revision ?? 0) >= revision);
  }, 10_000);
  if (took === undefined)
    fail(`The publication (revision ${revision}) was not served by every node within 10 s`);
  const shown = `${start.replace(':', '.')}-${end.replace(':', '.')}`;
  for (const node of nodes) {
    const html = await (await fetch(`${node}/umitkoy`)).text();
    if (!html.includes(shown)) fail(`${node}/umitkoy does not show the published time ${shown}`);
  }
  const lastNode = Math.max(...healths.map((health) => Date.parse(health?.servingSince ?? '')));
  const afterSwitch = lastNode - switchedAt;
  console.log(
    `Content published through ${first} (revision ${revision}, Monday ${shown}): served by all ${nodes.length} nodes ${(afterSwitch / 1000).toFixed(2)} s after the switch`,
  );
  if (!(afterSwitch <= 1_000)) fail('The publication took more than 1 s to reach every node');
}

/** Reads through nginx (pages, files, the runtime config) and staff writes, while one node dies. */
async function loadAndKill(site: string, pid: number, adminPassword: string): Promise<void> {
  const token = await staffToken(site, adminPassword);
  const page = await (await fetch(`${site}/`)).text();
  const script = /"(\/main\.[0-9a-f]{10}\.js)"/.exec(page)?.[1] ?? fail('No main script on /');
  const reads = ['/', '/club/umitkoy', '/contact', '/runtime-config.json', '/sitemap.xml', script];
  const run = `kill-${Date.now()}`;

  let stop = false;
  const failedReads: string[] = [];
  let readCount = 0;
  const acknowledged: string[] = [];
  let unacknowledged = 0;
  const reader = async (n: number) => {
    for (let i = n; !stop; i++) {
      const path = reads[i % reads.length] as string;
      try {
        const response = await fetch(`${site}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failedReads.push(`${path}: ${response.status}`);
      } catch (error) {
        failedReads.push(`${path}: ${(error as Error).message}`);
      }
      readCount++;
    }
  };
  const writer = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const field1 = `${run}-${n}-${i}`;
      try {
        const response = await fetch(`${site}/api/Examples/Create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ field1, field2: 'Düğüm kapanırken' }),
        });
        if (response.status === 200) acknowledged.push(field1);
        else unacknowledged++;
      } catch {
        unacknowledged++;
      }
    }
  };
  const load = [...Array.from({ length: 16 }, (_, n) => reader(n)), writer(1), writer(2)];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(pid, 'SIGKILL');
  const killedAt = readCount;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stop = true;
  await Promise.all(load);

  const stored = new Set(psql(`SELECT field1 FROM examples WHERE field1 LIKE :'p1'`, `${run}-%`).split('\n'));
  const lost = acknowledged.filter((field1) => !stored.has(field1));
  console.log(
    `Node ${pid} killed after ${killedAt} reads: ${readCount} reads through nginx, ${failedReads.length} failed; ${acknowledged.length} writes acknowledged, ${lost.length} of them lost; ${unacknowledged} refused`,
  );
  if (failedReads.length > 0)
    fail(`Reads nginx could have retried failed: ${failedReads.slice(0, 5).join('; ')}`);
  if (lost.length > 0) fail(`Acknowledged writes lost: ${lost.join(', ')}`);
  if (acknowledged.length === 0) fail('No write was acknowledged during the run');
}

async function behind(nodes: string[]): Promise<void> {
  for (const node of nodes) {
    const took = await until(async () => (await healthOf(node))?.status === 'behind', 10_000);
    if (took === undefined) fail(`${node}/healthz does not say behind within 10 s of losing the database`);
    const health = (await healthOf(node)) as NodeHealth;
    console.log(`${node}: behind (${health.behind?.reason}), serving revision ${health.revision}`);
    await expectRenderedPage(node);
  }
}

async function serving(nodes: string[]): Promise<void> {
  for (const node of nodes) {
    const took = await until(async () => (await healthOf(node))?.status === 'serving', 15_000);
    if (took === undefined) fail(`${node}/healthz does not say serving within 15 s`);
    await expectRenderedPage(node);
  }
  console.log(`Every node serves the live state: ${nodes.join(', ')}`);
}

function stored(): void {
  console.log(
    psql(`SELECT (SELECT string_agg(app || ' ' || version, ',' ORDER BY app, version) FROM release_versions)
      || ' | ' || (SELECT revision || ' ' || coalesce(pages_key, '-') FROM release_live)
      || ' | ' || (SELECT string_agg(app || ' ' || position || ' ' || version, ',' ORDER BY app, position) FROM release_live_versions)
      || ' | ' || (SELECT string_agg(key || ' ' || sha256, ',' ORDER BY key) FROM release_page_sets)
      || ' | ' || (SELECT coalesce(string_agg(revision || ' ' || sha256, ',' ORDER BY revision), '-') FROM release_content)
      || ' | ' || (SELECT coalesce(string_agg(position || ' ' || revision, ',' ORDER BY position), '-') FROM release_live_content)`),
  );
}

function appOf(name: string | undefined): FrontEndApp {
  return name !== undefined && isFrontEndApp(name) ? name : fail(`Not an app: ${name}`);
}

const [command, ...args] = process.argv.slice(2);
try {
  switch (command) {
    case 'changed-build':
      await changedBuild(appOf(args[0]), args[1] as string, args[2] as string);
      break;
    case 'served':
      await served(appOf(args[0]), args[1] as string, args.slice(2));
      break;
    case 'published':
      await published(args[0] as string, args.slice(1));
      break;
    case 'load-and-kill':
      await loadAndKill(args[0] as string, Number(args[1]), args[2] as string);
      break;
    case 'behind':
      await behind(args);
      break;
    case 'serving':
      await serving(args);
      break;
    case 'stored':
      stored();
      break;
    default:
      fail(`Unknown check ${command}`);
  }
} catch (error) {
  fail((error as Error).message);
}
