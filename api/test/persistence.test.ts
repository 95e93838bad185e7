import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/config/settings.ts';
import { verifyJwt } from '../src/features/auth/jwt.ts';
import { type Api, createApi, SettingsError } from '../src/index.ts';
import { createServerSchema, engineName, serverUrl } from './support/test-database.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let dataDir: string;
let dropSchema: (() => Promise<void>) | undefined;
let baseEnv: Env;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-persist-'));
  baseEnv = { NODE_ENV: 'test', DATA_DIR: dataDir };
  if (serverUrl) {
    const schema = await createServerSchema(serverUrl);
    baseEnv = { ...baseEnv, DATABASE_URL: schema.url };
    dropSchema = schema.drop;
  }
});
afterAll(async () => {
  await dropSchema?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API started from its settings alone, as `pnpm start` starts it. */
async function start(env: Env) {
  const api = await createApi({ env, logger: silent });
  const app = Fastify();
  await app.register(api.plugin, { prefix: '/api' });
  const post = (route: string, body?: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${route}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const stop = async () => {
    await app.close();
    await api.close();
  };
  return { api, post, stop };
}

const signIn = async (post: Awaited<ReturnType<typeof start>>['post'], password: string) => {
  const response = await post('Auth/Login', { emailOrUserName: 'admin', password });
  return response.statusCode === 200 ? (response.json().data.token as string) : response.statusCode;
};

describe(`start-up and restarts on ${engineName}`, () => {
  let token: string;

  // The first start makes the embedded database (an initdb): many seconds on a busy machine.
  it('starts from the settings alone: migrates, seeds admin, keeps a JWT key in DATA_DIR', async () => {
    const first = await start({ ...baseEnv, JWT_TTL: '30m' });
    try {
      expect(first.api.settings.databaseUrl).toBe(serverUrl ? baseEnv.DATABASE_URL : undefined);
      if (!serverUrl) expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

      token = (await signIn(first.post, 'admin12345')) as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(1800);
      const created = await first.post(
        'Examples/Create',
        { field1: 'kalıcı bir', field2: 'kalıcı iki' },
        token,
      );
      expect(created.statusCode).toBe(200);
      expect(
        (
          await first.post('Email/SendMail', {
            Name: 'A',
            Email: 'a@b.co',
            Phone: '0312 555 11 22',
            Subject: 'S',
            Message: 'M',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await first.stop();
    }
  }, 120_000);

  it('warns while the default staff password is in use', async () => {
    const warnings: string[] = [];
    const logger = { ...silent, warn: (message: string) => warnings.push(message) };
    const withDefault = await createApi({ env: baseEnv, logger });
    await withDefault.close();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^WARNING: staff sign-in uses the default password: admin \/ admin12345\. .*ADMIN_PASSWORD/,
      ),
    ]);
  });

  it('keeps data and the JWT key across a restart, without applying a migration twice', async () => {
    const second = await start(baseEnv);
    try {
      const list = await second.post('Examples/GetAll', undefined, token);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([
        { id: expect.any(String), field1: 'kalıcı bir', field2: 'kalıcı iki' },
      ]);
      // The message stored before the restart was delivered (as an .eml file), once.
      expect(readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('in production needs JWT_SECRET and ADMIN_PASSWORD, and takes a new ADMIN_PASSWORD on restart', async () => {
    const refused = createApi({ env: { ...baseEnv, NODE_ENV: 'production' }, logger: silent });
    await expect(refused).rejects.toBeInstanceOf(SettingsError);
    await expect(refused).rejects.toThrow(
      /JWT_SECRET is required when NODE_ENV=production[\s\S]*ADMIN_PASSWORD is required/,
    );

    const jwtSecret = 'production-secret-that-is-at-least-32-bytes';
    const production = await start({
      ...baseEnv,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      ADMIN_PASSWORD: 'Yeni-Şifre-2024',
    });
    let api: Api | undefined;
    try {
      api = production.api;
      expect(await signIn(production.post, 'admin12345')).toBe(403);
      const newToken = await signIn(production.post, 'Yeni-Şifre-2024');
      expect(verifyJwt(newToken as string, jwtSecret, Math.floor(Date.now() / 1000))?.UserName).toBe('admin');
      // Tokens signed with the key generated earlier are no longer accepted.
      expect((await production.post('Examples/GetAll', undefined, token)).statusCode).toBe(401);
      expect(
        (await production.post('Examples/GetAll', undefined, newToken as string)).json().data,
      ).toHaveLength(1);
    } finally {
      await production.stop();
    }
    expect(api?.settings.production).toBe(true);
  });

  it('refuses a token issued before ADMIN_PASSWORD changed, though it has not expired', async () => {
    const env = { ...baseEnv, JWT_SECRET: 'a-key-the-two-starts-share-of-at-least-32-bytes' };
    const before = await start({ ...env, ADMIN_PASSWORD: 'Eski-Şifre-2024' });
    let oldToken: string;
    try {
      oldToken = (await signIn(before.post, 'Eski-Şifre-2024')) as string;
      expect((await before.post('Examples/GetAll', undefined, oldToken)).statusCode).toBe(200);
    } finally {
      await before.stop();
    }
    const after = await start({ ...env, ADMIN_PASSWORD: 'Yeni-Şifre-2025' });
    try {
      expect((await after.post('Examples/GetAll', undefined, oldToken)).statusCode).toBe(401);
      const newToken = (await signIn(after.post, 'Yeni-Şifre-2025')) as string;
      expect((await after.post('Examples/GetAll', undefined, newToken)).statusCode).toBe(200);
    } finally {
      await after.stop();
    }
  });

  it('the standalone server refuses to start in production without the secrets, with a clear message', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts')],
      {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines[0]).toBe('The API cannot start:');
    expect(lines[1]).toMatch(/^ {2}- JWT_SECRET is required when NODE_ENV=production/);
    expect(lines[2]).toMatch(/^ {2}- ADMIN_PASSWORD is required when NODE_ENV=production/);
    // No stack trace, just what to fix.
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(lines).toHaveLength(4);
  });
});

describe(`a data folder whose staff password was set on ${engineName}`, () => {
  it('never falls back to the default password silently: without ADMIN_PASSWORD the API refuses to start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sportif-api-password-'));
    let env: Env = { NODE_ENV: 'test', DATA_DIR: dir };
    let drop: (() => Promise<void>) | undefined;
    if (serverUrl) {
      const schema = await createServerSchema(serverUrl);
      env = { ...env, DATABASE_URL: schema.url };
      drop = schema.drop;
    }
    try {
      const set = await start({ ...env, ADMIN_PASSWORD: 'Kulüp-Şifresi-2025' });
      await set.stop();

      const unset = createApi({ env, logger: silent });
      await expect(unset).rejects.toBeInstanceOf(SettingsError);
      await expect(unset).rejects.toThrow(
        /ADMIN_PASSWORD is not set, but the staff password of this database was set with it/,
      );

      // Going back to the default takes saying so.
      const backToDefault = await start({ ...env, ADMIN_PASSWORD: 'admin12345' });
      expect(await signIn(backToDefault.post, 'admin12345')).toEqual(expect.any(String));
      await backToDefault.stop();
      const defaultAgain = await start(env);
      await defaultAgain.stop();
    } finally {
      await drop?.();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
