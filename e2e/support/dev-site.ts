import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { federationNameOf } from '@sportif/contract/apps';
import { type DevApp, devPortVariables } from '@sportif/tooling/dev-settings';
import { repoRoot } from './site-copy';

/** The apps a dev site copy runs, by folder, with the federation name its port is set by. */
const devServerApps = {
  shell: 'shell',
  'remote-public': federationNameOf['remote-public'],
  'remote-media': federationNameOf['remote-media'],
} as const satisfies Record<string, DevApp>;
export type DevSiteApp = keyof typeof devServerApps;

export interface DevSite {
  /** The shell's dev server: the page the team works in. */
  baseUrl: string;
  /**
   * Replaces `from` with `to` in a source file of `app`'s copy, as an editor's save does, and
   * returns the time of the save (`Date.now()`, when it starts writing).
   */
  edit: (app: DevSiteApp, file: string, from: string, to: string) => Promise<number>;
  /** What the dev servers printed, for a failed test's report. */
  output: () => string;
  close: () => Promise<void>;
}

/** A port nothing listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

const rspackCli = join(
  dirname(createRequire(join(repoRoot, 'package.json')).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

/**
 * Resolves once the dev server has finished its first build (the API: once it listens); rejects if
 * it fails or stops first.
 */
function firstBuild(app: string, server: ChildProcess, log: string[]): Promise<void> {
  let printed = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString();
      log.push(`[${app}] ${chunk.toString()}`);
      if (/compiled successfully|The Sportif Yaşam API is served at/.test(printed)) resolve();
      else if (/compiled with \d+ errors?/.test(printed))
        reject(new Error(`${app}'s first dev build failed`));
    };
    server.stdout?.on('data', onOutput);
    server.stderr?.on('data', onOutput);
    server.once('exit', (code) =>
      reject(new Error(`${app}'s dev server stopped (${code}) before its first build`)),
    );
  });
}

/**
 * The shell and the remotes in `apps` as `pnpm dev` runs them, each on a free port, from copies
 * of their folders: a test edits a copy's sources, never the repository's. Each copy sits beside
 * its app, at the same depth, so its relative imports and dependencies' links resolve as the
 * app's own. The API runs as `pnpm dev` runs it, on a data folder of its own (the public pages
 * read the site's content from it). remote-admin gets a free port nothing listens on.
 */
export async function startDevSite(apps: readonly DevSiteApp[]): Promise<DevSite> {
  const ports = new Map<DevApp, number>();
  for (const app of Object.keys(devPortVariables) as DevApp[]) ports.set(app, await freePort());
  // Plain output (its first build is recognised by what it prints), and React Refresh on.
  const { FORCE_COLOR: _, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, NO_COLOR: '1', NODE_ENV: 'development', HOST: '127.0.0.1' };
  for (const [app, port] of ports) env[devPortVariables[app].variable] = String(port);

  const copies = new Map<DevSiteApp, string>();
  const apiDataDir = await mkdtemp(join(tmpdir(), 'sportif-dev-api-'));
  const servers: ChildProcess[] = [];
  const log: string[] = [];
  const close = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once('exit', () => resolve());
            // Its own process group (detached): the server and anything it started.
            process.kill(-(server.pid as number), 'SIGTERM');
          }),
      ),
    );
    await Promise.all(
      [...copies.values(), apiDataDir].map((dir) => rm(dir, { recursive: true, force: true })),
    );
  };

  try {
    for (const app of apps) {
      const appDir = join(repoRoot, app);
      const copyDir = await mkdtemp(join(repoRoot, `.e2e-dev-${app}-`));
      copies.set(app, copyDir);
      await cp(appDir, copyDir, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => source !== join(appDir, 'dist'),
      });
    }
    const builds = apps.map((app) => {
      const server = spawn(
        process.execPath,
        [rspackCli, 'serve', '--mode', 'development', '-c', 'rspack.config.ts'],
        {
          cwd: copies.get(app),
          env,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      servers.push(server);
      return firstBuild(app, server, log);
    });
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'api'),
      env: { ...env, PORT: String(ports.get('api')), DATA_DIR: apiDataDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(api);
    await Promise.all([...builds, firstBuild('api', api, log)]);
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${log.join('')}`);
  }

  return {
    baseUrl: `http://127.0.0.1:${ports.get('shell')}`,
    edit: async (app, file, from, to) => {
      const copyDir = copies.get(app);
      if (!copyDir) throw new Error(`The dev site runs no copy of ${app}`);
      const path = join(copyDir, file);
      const text = await readFile(path, 'utf8');
      if (!text.includes(from)) throw new Error(`${app}/${file} no longer says ${from}: update the test`);
      // Saved whole, as editors that write a new file and rename it over the old one do: a file
      // emptied and then written can be built in between on a busy machine (the watcher waits
      // 5 ms for more changes), and a component built empty reloads the page.
      const saved = Date.now();
      await writeFile(`${path}.saving`, text.replace(from, to));
      await rename(`${path}.saving`, path);
      return saved;
    },
    output: () => log.join(''),
    close,
  };
}
