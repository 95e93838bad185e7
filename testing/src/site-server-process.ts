import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './smtp-sink.ts';

/** The production site server running in a process of its own. */
export interface SiteServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** What it has written so far, stdout and stderr together. */
  output(): string;
  /** The first match of `pattern` in its output, as soon as it writes it; undefined after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray | undefined>;
  stop(): Promise<void>;
}

/**
 * `server/src/main.ts` of the repository at `repoRoot` (what `pnpm start` serves) on a free port of
 * 127.0.0.1, with PATH, PORT and `env` as its whole environment; resolved once it says where it is
 * served. For the tests that load it on purpose and the release gate's smoke run. With `script`
 * 'tooling/scripts/start.ts', what `pnpm start` runs as a whole: its release step, then the server.
 */
export async function startSiteServerProcess(
  repoRoot: string,
  env: Record<string, string>,
  { script = 'server/src/main.ts' }: { script?: 'server/src/main.ts' | 'tooling/scripts/start.ts' } = {},
): Promise<SiteServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, script)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Sportif Yaşam is served at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The site server exited (${code}) during start-up:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForOutput = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpExecArray | undefined>((resolve) => {
      const finish = (match: RegExpExecArray | undefined) => {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve(match);
      };
      const check = () => {
        const match = pattern.exec(output);
        if (match) finish(match);
      };
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      check();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    waitForOutput,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
