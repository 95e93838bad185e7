import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/config/settings.ts';
import { createApi } from '../src/index.ts';
import { createServerSchema, serverUrl } from './support/test-database.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const script = join(import.meta.dirname, '../scripts/clear-sign-in-failures.ts');

/**
 * `pnpm clear-sign-in-failures` with `env`, in a process of its own while this one goes on
 * serving (beside the server in this process, it goes through it).
 */
const clear = (env: Env) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script],
      { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 240_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });

/** The API as `pnpm start` runs it, with a `signIn` of the staff user from 127.0.0.1. */
async function startApi(env: Env) {
  const api = await createApi({ env, logger: silent });
  const app = Fastify();
  await app.register(api.plugin, { prefix: '/api' });
  return {
    signIn: async (password: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/Auth/Login',
          payload: { emailOrUserName: 'admin', password },
        })
      ).statusCode,
    stop: async () => {
      await app.close();
      await api.close();
    },
  };
}

describe('pnpm clear-sign-in-failures', () => {
  it('lets a developer who locked themselves out sign in again at once, the server running or not', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-clear-'));
    const schema = serverUrl ? await createServerSchema(serverUrl) : undefined;
    const env: Env = { NODE_ENV: 'test', DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: schema.url } : {}) };
    try {
      const locked = await startApi(env);
      try {
        for (let n = 0; n < 5; n++) expect(await locked.signIn('yanlış')).toBe(403);
        expect(await locked.signIn('admin12345')).toBe(429);
        // Beside the running server, through it: the server lets the staff member in at once.
        const cleared = await clear(env);
        expect(cleared.status, cleared.stderr).toBe(0);
        expect(cleared.stdout).toMatch(/^Forgot 5 sign-in failures/);
        if (!serverUrl) expect(cleared.stdout).toContain(`through process ${process.pid}`);
        expect(await locked.signIn('admin12345')).toBe(200);
        for (let n = 0; n < 5; n++) expect(await locked.signIn('yanlış')).toBe(403);
      } finally {
        await locked.stop();
      }

      // With the server stopped, on its own.
      const cleared = await clear(env);
      expect(cleared.status, cleared.stderr).toBe(0);
      expect(cleared.stdout).toMatch(/^Forgot 5 sign-in failures/);

      const again = await startApi(env);
      try {
        expect(await again.signIn('admin12345')).toBe(200);
      } finally {
        await again.stop();
      }
    } finally {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
