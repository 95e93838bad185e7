import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@sportif/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Env } from '../../src/config/settings.ts';
import type { Database } from '../../src/db/database.ts';
import type { HashQueueOptions } from '../../src/features/auth/hash-queue.ts';
import { signJwt } from '../../src/features/auth/jwt.ts';
import { hashPassword } from '../../src/features/auth/password-hash.ts';
import { adminUser } from '../../src/features/auth/seed-admin.ts';
import { tokenUserOf, type UserRecord } from '../../src/features/auth/users-repository.ts';
import type { DeliveryPolicy } from '../../src/features/email/delivery-policy.ts';
import { type Api, type ApiOptions, createApi } from '../../src/index.ts';
import type { ApiLogger } from '../../src/logger.ts';
import { openTestDatabase } from './test-database.ts';

export const testJwtSecret = 'test-secret-of-at-least-32-bytes-for-hs256';

export interface PostOptions {
  token?: string;
  /** The client address Fastify reports as request.ip. */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON. */
  payload?: string | Buffer;
}

export interface TestApi {
  app: FastifyInstance;
  api: Api;
  db: Database;
  /** The test's own schema on the server (DATABASE_URL set), for a second connection pool. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Everything the API logged as an error. */
  loggedErrors: { message: string; error: unknown }[];
  post(route: string, body?: unknown, options?: PostOptions): Promise<LightMyRequestResponse>;
  /** A valid token for the seeded admin, a Yönetici, signed with the test key (no scrypt needed). */
  staffToken(): Promise<string>;
  /**
   * Adds a staff account (an Editör unless told otherwise) straight into the database, with a
   * scrypt hash of `password` when given (an unusable hash otherwise), and answers its id and a
   * valid token for it.
   */
  addStaff(account: {
    userName: string;
    role?: StaffRole;
    password?: string;
  }): Promise<{ id: string; token: string }>;
  /** A valid token for the account `userName` as the database holds it now. */
  tokenFor(userName: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API as the site mounts it (a plugin under /api in a Fastify server), on a database of its
 * own (a PGlite copy, or a schema on the server when DATABASE_URL is set), with a temporary
 * DATA_DIR and a mail worker that polls and retries in milliseconds.
 */
export async function startTestApi(
  options: {
    env?: Env;
    mailDelivery?: Partial<DeliveryPolicy>;
    hashQueue?: Partial<HashQueueOptions>;
    /** What the API gets instead of the database: the database, watched (`db` stays the plain one). */
    instrument?: (db: Database) => Database;
    contentPublisher?: ApiOptions['contentPublisher'];
  } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-test-'));
  const database = await openTestDatabase(dataDir);
  const loggedErrors: TestApi['loggedErrors'] = [];
  const logger: ApiLogger = {
    info: () => {},
    warn: () => {},
    error: (message, error) => loggedErrors.push({ message, error }),
  };
  const api = await createApi({
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: testJwtSecret, ...options.env },
    logger,
    database: options.instrument ? options.instrument(database.db) : database.db,
    hashQueue: options.hashQueue,
    ...(options.contentPublisher ? { contentPublisher: options.contentPublisher } : {}),
    mailDelivery: {
      pollIntervalMs: 20,
      firstRetryDelayMs: 50,
      maxRetryDelayMs: 400,
      ...options.mailDelivery,
    },
  });
  const app = Fastify();
  await app.register(api.plugin, { prefix: '/api' });
  await app.ready();

  async function tokenFor(userName: string): Promise<string> {
    const { rows } = await database.db.query<UserRecord>(
      `SELECT id::text AS id, user_name AS "userName", email, name, role, disabled_at IS NOT NULL AS disabled,
         password_hash AS "passwordHash", credential_version AS "credentialVersion"
       FROM users WHERE user_name = $1`,
      [userName],
    );
    const user = rows[0];
    if (!user) throw new Error(`No staff account ${userName}`);
    return signJwt(tokenUserOf(user), testJwtSecret, Math.floor(Date.now() / 1000), 3600);
  }

  return {
    app,
    api,
    db: database.db,
    databaseUrl: database.url,
    dataDir,
    loggedErrors,
    post(route, body, postOptions = {}) {
      const headers: Record<string, string> = { ...postOptions.headers };
      if (postOptions.token !== undefined) headers.authorization = `Bearer ${postOptions.token}`;
      let payload = postOptions.payload;
      if (payload === undefined && body !== undefined) {
        payload = JSON.stringify(body);
        headers['content-type'] ??= 'application/json';
      }
      return app.inject({
        method: 'POST',
        url: `/api/${route}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: postOptions.ip ?? '127.0.0.1',
      });
    },
    staffToken: () => tokenFor(adminUser.userName),
    tokenFor,
    async addStaff({ userName, role = 'editor', password }) {
      const hash = password === undefined ? 'unusable' : await hashPassword(password);
      const { rows } = await database.db.query<{ id: string }>(
        `INSERT INTO users (user_name, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5)
         RETURNING id::text AS id`,
        [userName, `${userName}@example.com`, `Deneme ${userName}`, role, hash],
      );
      return { id: rows[0]?.id ?? '', token: await tokenFor(userName) };
    },
    async close() {
      await app.close();
      await api.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TestApi with a staff token for it: what the files that call the guarded routes start with. */
export async function startSignedInTestApi(): Promise<{ api: TestApi; token: string }> {
  const api = await startTestApi();
  return { api, token: await api.staffToken() };
}

/**
 * One TestApi for the test file that calls this: started before its tests, closed after them,
 * with the `emptied` tables emptied before each test. Returns the running TestApi.
 */
export function useTestApi(emptied: readonly string[] = []): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    for (const table of emptied) await api?.db.query(`DELETE FROM ${table}`);
  });
  return () => {
    if (!api) throw new Error('The test API has not started');
    return api;
  };
}
