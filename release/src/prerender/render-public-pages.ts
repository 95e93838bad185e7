import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOfFederationName } from '@sportif/contract/apps';
import { composeRouteTable, publicPaths } from '@sportif/contract/page-routes';
import {
  pageRendererFile,
  type RenderedPage,
  type RenderRequest,
  type ServerEntry,
} from '@sportif/contract/prerender';
import { readContentRevision } from '../content-store.ts';
import { readBaseRuntimeConfig } from '../live-pointer.ts';
import { type LiveState, liveContentOf, liveVersionOf } from '../live-state.ts';
import type { ReleaseStore } from '../release-store.ts';
import { type ReleasedRuntimeConfig, releasedRuntimeConfig } from '../runtime-config.ts';
import {
  type PrerenderedPages,
  prerenderKeyOf,
  renderedFromOf,
  storePrerenderedPages,
} from './prerendered-pages.ts';

/** A remote's Node container in its version's folder (tooling/create-server-config.ts). */
const serverEntryFile = 'server/remoteEntry.js';

/** How long a render may take before it counts as failed: a remote that hangs must not hold a release. */
const renderTimeoutMs = 60_000;

export type RenderOutcome =
  | { result: 'rendered' | 'already rendered'; pages: PrerenderedPages }
  /** Nothing rendered: the pages of this state are rendered in the browser, as before. */
  | { result: 'not rendered'; reason: string };

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/** Runs the renderer in a process of its own (render-process.js) and gives what it rendered. */
async function runRenderer(rendererFile: string, request: RenderRequest): Promise<RenderedPage[]> {
  const work = await mkdtemp(join(tmpdir(), 'sportif-render-'));
  try {
    const requestFile = join(work, 'request.json');
    const resultFile = join(work, 'pages.json');
    await writeFile(requestFile, JSON.stringify(request));
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'render-process.js'), rendererFile, requestFile, resultFile],
      { stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const timeout = setTimeout(() => child.kill('SIGKILL'), renderTimeoutMs);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timeout);
    if (code !== 0) {
      const why = code === null ? `took longer than ${renderTimeoutMs / 1000} s` : `ended with code ${code}`;
      throw new Error(`the renderer ${why}: ${errors.trim().split('\n').slice(-5).join(' / ')}`);
    }
    return JSON.parse(await readFile(resultFile, 'utf8')) as RenderedPage[];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The renderer, runtime config and remotes' Node builds of `state`, or why its pages cannot be rendered. */
async function renderInputs(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
): Promise<
  | {
      rendererFile: string;
      config: ReleasedRuntimeConfig;
      serverEntries: Record<string, ServerEntry>;
    }
  | { reason: string }
> {
  const shell = liveVersionOf(state, 'shell');
  if (!shell) return { reason: 'no shell is live' };
  const shellDir = (await store.readVersion('shell', shell))?.dir;
  if (!shellDir) return { reason: `shell ${shell} is not in the store` };
  const rendererFile = join(shellDir, pageRendererFile);
  if (!existsSync(rendererFile)) return { reason: `shell ${shell} has no page renderer` };

  const config = await releasedRuntimeConfig(
    await readBaseRuntimeConfig(store, state, runtimeConfigFile),
    state,
    store,
  );
  const serverEntries: Record<string, ServerEntry> = {};
  for (const [name, remote] of Object.entries(config.remotes)) {
    const app = appOfFederationName(name);
    if (!app || typeof remote === 'string') continue;
    const dir = (await store.readVersion(app, remote.version))?.dir;
    const entry = dir ? join(dir, serverEntryFile) : '';
    if (entry && existsSync(entry)) serverEntries[name] = { entry, publicPath: folderOf(remote.entry) };
  }
  if (Object.keys(serverEntries).length === 0) return { reason: 'no live remote has a Node build' };
  return { rendererFile, config, serverEntries };
}

/**
 * The pages of a state that differs from `state` only in its content (a publication): each page
 * that read none of `changedParts` is the same, and is taken as it is instead of rendered again.
 */
export interface ReusablePages {
  pages: PrerenderedPages;
  changedParts: ReadonlySet<string>;
}

/**
 * The public pages of `state` rendered into HTML by the live shell version's renderer, with each
 * live remote's Node build, against the runtime config browsers will read in that state; stored
 * in the store (release_page_sets) before the state goes live, and read from it when these versions
 * were rendered before (a rollback), unless what is stored does not match its sha256. A copy goes
 * into the local copy's folder, which the gate's smoke run serves. Nothing is rendered when the shell has no renderer or no
 * remote a Node build (versions built before pages were rendered on the server).
 */
export async function renderPublicPages(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
  reuse?: ReusablePages,
): Promise<RenderOutcome> {
  const stored = await store.pageSet(prerenderKeyOf(state));
  if (stored && 'pages' in stored) {
    await storePrerenderedPages(store.root, state, stored.pages);
    return { result: 'already rendered', pages: stored.pages };
  }
  const inputs = await renderInputs(store, state, runtimeConfigFile);
  if ('reason' in inputs) return { result: 'not rendered', reason: inputs.reason };
  const { rendererFile, config, serverEntries } = inputs;
  const revision = liveContentOf(state);
  const content = revision ? await readContentRevision(store, revision) : undefined;
  if (!revision || !content)
    return {
      result: 'not rendered',
      reason: `the content revision ${revision ?? '(none)'} is not in the store`,
    };

  const started = performance.now();
  const paths = publicPaths(composeRouteTable(config.routes));
  const kept = new Map(
    (reuse?.pages.pages ?? [])
      // A page rendered before the pages said what they read (`read`) is rendered again.
      .filter((page) => page.read && !page.read.some((part) => reuse?.changedParts.has(part)))
      .map((page) => [page.path, page]),
  );
  const toRender = paths.filter((path) => !kept.has(path));
  const rendered =
    toRender.length === 0
      ? []
      : await runRenderer(rendererFile, {
          runtimeConfig: config,
          serverEntries,
          paths: toRender,
          content: { revision, content },
        });
  const byPath = new Map(rendered.map((page) => [page.path, page]));
  const pages = paths.flatMap((path) => {
    const page = byPath.get(path) ?? kept.get(path);
    return page ? [page] : [];
  });
  const prerendered: PrerenderedPages = {
    renderedFrom: renderedFromOf(state),
    renderedAt: new Date().toISOString(),
    renderMs: Math.round(performance.now() - started),
    pages,
  };
  await store.storePageSet(prerenderKeyOf(state), prerendered);
  await storePrerenderedPages(store.root, state, prerendered);
  return { result: 'rendered', pages: prerendered };
}

/** Each area that failed while its page was rendered, as a sentence naming the page. */
export const renderFailures = (pages: PrerenderedPages): string[] =>
  pages.pages.flatMap((page) =>
    page.failures.map((failure) => `${page.path}: an area failed while rendering on the server (${failure})`),
  );

/**
 * One public page of the live `state` rendered with `content` instead of the live content, kept
 * nowhere: `Önizle`'s page, with the drafts. Undefined when the live versions cannot render pages.
 */
export async function renderPreviewPage(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
  path: string,
  content: RenderRequest['content'],
): Promise<RenderedPage | undefined> {
  const inputs = await renderInputs(store, state, runtimeConfigFile);
  if ('reason' in inputs) return undefined;
  const [page] = await runRenderer(inputs.rendererFile, {
    runtimeConfig: inputs.config,
    serverEntries: inputs.serverEntries,
    paths: [path],
    content,
  });
  return page;
}
