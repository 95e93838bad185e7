import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { loadOrCreateJwtSecret } from './config/jwt-secret-file.ts';
import { type Env, parseSettings, type Settings } from './config/settings.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import { createLoginService } from './features/auth/login-service.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { requireToken } from './features/auth/require-token.ts';
import { adminUser, seedAdmin } from './features/auth/seed-admin.ts';
import { createUsersRepository } from './features/auth/users-repository.ts';
import { type DeliveryPolicy, deliveryPolicy } from './features/email/delivery-policy.ts';
import { registerEmailRoutes } from './features/email/email-routes.ts';
import { createMailDelivery } from './features/email/mail-delivery.ts';
import { startMailWorker } from './features/email/mail-worker.ts';
import { createMessagesRepository } from './features/email/messages-repository.ts';
import { registerMessagesRoutes } from './features/email/messages-routes.ts';
import { createOutboxRepository } from './features/email/outbox-repository.ts';
import {
  createExamplesRepository,
  type ExamplesRepository,
} from './features/examples/examples-repository.ts';
import { registerExamplesRoutes } from './features/examples/examples-routes.ts';
import { applyApiConventions } from './http/api-conventions.ts';
import { type ApiLogger, consoleLogger } from './logger.ts';

export { SettingsError } from './config/settings.ts';

export interface Api {
  /** Registers every route of the API; the site server mounts it under /api. */
  plugin: FastifyPluginAsync;
  /** Stops background work (mail worker) and closes the database. */
  close: () => Promise<void>;
  /** The settings it runs with (read from the environment at start). */
  settings: Settings;
}

export interface ApiOptions {
  /** Where the settings come from (design.md §4); process.env by default. */
  env?: Env;
  logger?: ApiLogger;
  /** Faster retries and polling, for tests. */
  mailDelivery?: Partial<DeliveryPolicy>;
  /**
   * An open database to use instead of the one the settings name (tests hold on to it to look
   * inside). It is migrated like any other; closing it stays with the caller.
   */
  database?: Database;
}

const repoRoot = join(import.meta.dirname, '../..');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function describeStart(settings: Settings, engine: string): string[] {
  const lines = [
    `database: ${engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${join(settings.dataDir, 'pglite')}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `contact messages: ${settings.smtpUrl ? 'SMTP_URL' : `.eml files in ${settings.mailDir}`}, to ${settings.mailTo}`,
  ];
  if (settings.adminPasswordIsDefault) {
    lines.push(
      `staff sign-in: ${adminUser.userName} / ${settings.adminPassword} (set ADMIN_PASSWORD to change it)`,
    );
  }
  return lines;
}

/**
 * The reference API (spec §7 and §8): reads the settings (refusing to start in production
 * without JWT_SECRET and ADMIN_PASSWORD), opens and migrates the database, seeds the staff user
 * and starts the mail worker. The plugin is encapsulated: its body parser, error shapes and 404
 * apply under its prefix only.
 */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const logger = options.logger ?? consoleLogger;
  const settings = parseSettings(options.env ?? process.env, {
    cwd: process.cwd(),
    defaultDataDir: join(repoRoot, '.data'),
  });
  await mkdir(settings.dataDir, { recursive: true });
  const jwtSecret = settings.jwtSecret ?? (await loadOrCreateJwtSecret(settings.dataDir));

  const ownsDatabase = options.database === undefined;
  const db =
    options.database ??
    (await openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      onIdleError: (error) => logger.error('A database connection failed', error),
    }));
  const closeDatabase = () => (ownsDatabase ? db.close() : Promise.resolve());
  const users = createUsersRepository(db);
  let examples: ExamplesRepository;
  try {
    await migrate(db);
    await seedAdmin(users, settings.adminPassword);
    examples = await createExamplesRepository(db);
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  const login = createLoginService({
    users,
    throttle: createLoginThrottle(db),
    jwtSecret,
    jwtTtlSeconds: settings.jwtTtlSeconds,
    nowSeconds,
  });
  const outbox = createOutboxRepository(db);
  const worker = startMailWorker({
    outbox,
    deliver: createMailDelivery(settings),
    addresses: { from: settings.mailFrom, to: settings.mailTo },
    policy: { ...deliveryPolicy, ...options.mailDelivery },
    logger,
  });
  for (const line of describeStart(settings, db.engine)) logger.info(line);

  const messages = createMessagesRepository(db);

  const plugin: FastifyPluginAsync = async (app) => {
    applyApiConventions(app, logger);
    const authenticate = requireToken(jwtSecret, nowSeconds);
    registerExamplesRoutes(app, examples, authenticate);
    registerAuthRoutes(app, login);
    registerEmailRoutes(app, outbox, worker);
    registerMessagesRoutes(app, messages, worker, authenticate);
  };

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= worker.stop().then(closeDatabase);
    return closing;
  };

  return { plugin, close, settings };
}
