import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { loadOrCreateJwtSecret } from './config/jwt-secret-file.ts';
import { type Env, parseSettings, type Settings, settingDefaults } from './config/settings.ts';
import { startDataRetention } from './data-retention.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { describeDatabaseUrl, type OpenedDatabase, openHeldDatabase } from './db/shared-database.ts';
import { registerAuditRoutes } from './features/audit/audit-routes.ts';
import { recordChange } from './features/audit/index.ts';
import { createAddressWindow } from './features/auth/address-window.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import {
  createHashQueue,
  defaultHashQueueOptions,
  type HashQueueOptions,
} from './features/auth/hash-queue.ts';
import { createLoginService } from './features/auth/login-service.ts';
import { createLoginThrottle, loginThrottlePolicy } from './features/auth/login-throttle.ts';
import { adminUser, seedAdmin } from './features/auth/seed-admin.ts';
import { applyStaffAccess, signedInStaff } from './features/auth/staff-access.ts';
import { type StaffOfToken, staffOfToken } from './features/auth/staff-of-token.ts';
import { createUsersRepository, type UsersRepository } from './features/auth/users-repository.ts';
import { type ContentPublisher, databaseContentPublisher } from './features/content/content-publisher.ts';
import { createContentRepository } from './features/content/content-repository.ts';
import { registerContentRoutes } from './features/content/content-routes.ts';
import {
  type ContentService,
  createContentService,
  seedContent,
} from './features/content/content-service.ts';
import type { RecordContentChange } from './features/content/staff-access.ts';
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
import { createStaffAccounts } from './features/staff/staff-accounts.ts';
import { registerStaffRoutes } from './features/staff/staff-routes.ts';
import { applyApiConventions } from './http/api-conventions.ts';
import { type ApiLogger, consoleLogger } from './logger.ts';

export { SettingsError } from './config/settings.ts';
export { DataDirInUseError } from './db/data-dir-lock.ts';
export { describeDatabaseUrl, openCommandDatabase, openHeldDatabase } from './db/shared-database.ts';
export { type ContentPublisher, ContentPublishRefused } from './features/content/content-publisher.ts';
export { describeError } from './logger.ts';

export interface Api {
  /** Registers every route of the API; the site server mounts it under /api. */
  plugin: FastifyPluginAsync;
  /** Stops background work (mail worker) and closes the database. */
  close: () => Promise<void>;
  /** The settings it runs with (read from the environment at start). */
  settings: Settings;
  /** Its database, migrated (the site server reads the release store from it). */
  database: Database;
  /** Which database that is, for the log and /healthz: never a password. */
  databaseName: string;
  /** The site's content, for what the site server does with it beside the routes (`Önizle`). */
  content: {
    service: ContentService;
    /** The staff member a token names, if the API accepts it now. */
    staffOfToken: StaffOfToken;
  };
}

export interface ApiOptions {
  /** Where the settings come from (api/README.md, "Settings"); process.env by default. */
  env?: Env;
  logger?: ApiLogger;
  /** Faster retries and polling, for tests. */
  mailDelivery?: Partial<DeliveryPolicy>;
  /** A shorter hash queue, for tests. */
  hashQueue?: Partial<HashQueueOptions>;
  /**
   * An open database to use instead of the one the settings name (tests hold on to it to look
   * inside; the site server opens its own first, to release before it serves). It is migrated
   * like any other; closing it, and holding the data folder, stay with the caller.
   */
  database?: Database;
  /**
   * What makes a publication of the content live, made once the database is open (the web node's:
   * rendered pages in the release store, in the same database); without one, the newest
   * publication in the database is live.
   */
  contentPublisher?: (database: Database, databaseName: string) => ContentPublisher;
  /** Records every change of the content, in the transaction that makes it (default: the audit log). */
  recordContentChange?: RecordContentChange;
}

/** DATA_DIR when unset: `.data/` at the repository root. */
export const defaultDataDir = join(import.meta.dirname, '../../.data');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function describeStart(settings: Settings, engine: string): string[] {
  return [
    `database: ${engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${join(settings.dataDir, 'pglite')}, offered to this machine's commands on ${join(settings.dataDir, 'pglite-socket')}` : 'PostgreSQL server (DATABASE_URL)'}`,
    settings.smtpUrl
      ? `contact messages: e-mailed through SMTP_URL to ${settings.mailTo}, kept ${settings.mailRetentionDays} days after delivery`
      : `contact messages: stored as .eml files in ${settings.mailDir} and e-mailed to no one (SMTP_URL is unset; Mesajlar says so), kept ${settings.mailRetentionDays} days`,
  ];
}

/** Said at every start while the staff account can be signed into with a password everyone knows. */
const defaultPasswordWarning =
  `WARNING: staff sign-in uses the default password: ${adminUser.userName} / ${settingDefaults.adminPassword}. ` +
  'Anyone who can reach this server can sign in as staff: set ADMIN_PASSWORD (at least 12 characters) before anyone else can reach it.';

interface ApiData {
  db: Database;
  users: UsersRepository;
  examples: ExamplesRepository;
  jwtSecret: string;
  /** The seeded admin's password is the default one: anyone could sign in. */
  defaultPasswordInUse: boolean;
}

/** The token key, and the database migrated and seeded. */
async function openApiData(settings: Settings, db: Database): Promise<ApiData> {
  const jwtSecret = settings.jwtSecret ?? (await loadOrCreateJwtSecret(settings.dataDir));
  await migrate(db);
  const users = await createUsersRepository(db);
  const seeded = await seedAdmin(db, settings.adminPassword, { isDefault: settings.adminPasswordIsDefault });
  await seedContent(createContentRepository(db));
  return {
    db,
    users,
    examples: await createExamplesRepository(db),
    jwtSecret,
    defaultPasswordInUse: settings.adminPasswordIsDefault && seeded.passwordFromSetting,
  };
}

/**
 * The reference API (docs/requirements.md §7 and §8): reads the settings (refusing to start in production
 * without JWT_SECRET and ADMIN_PASSWORD), opens and migrates the database, seeds the staff user
 * and starts the mail worker. The plugin is encapsulated: its body parser, error shapes and 404
 * apply under its prefix only.
 */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const logger = options.logger ?? consoleLogger;
  const settings = parseSettings(options.env ?? process.env, {
    cwd: process.cwd(),
    defaultDataDir,
  });
  await mkdir(settings.dataDir, { recursive: true });
  // One process per data folder: two would each see only their own embedded database. The
  // embedded one is offered to this machine's commands on a socket (shared-database.ts).
  const opened: OpenedDatabase | undefined = options.database
    ? undefined
    : await openHeldDatabase({
        databaseUrl: settings.databaseUrl,
        dataDir: settings.dataDir,
        onIdleError: (error) => logger.error('A database connection failed', error),
      });
  let data: ApiData;
  try {
    data = await openApiData(settings, options.database ?? (opened as OpenedDatabase).db);
  } catch (error) {
    await opened?.close();
    throw error;
  }
  const { db, users, examples, jwtSecret } = data;
  const closeDatabase = async () => {
    await opened?.close();
  };

  const hashQueue = createHashQueue({ ...defaultHashQueueOptions(), ...options.hashQueue });
  const login = createLoginService({
    users,
    throttle: createLoginThrottle(db),
    hashQueue,
    doubtfulAddresses: createAddressWindow({ seconds: loginThrottlePolicy.windowSeconds }),
    trustedAddresses: createAddressWindow({ seconds: loginThrottlePolicy.windowSeconds }),
    jwtSecret,
    jwtTtlSeconds: settings.jwtTtlSeconds,
    nowSeconds,
  });
  const outbox = createOutboxRepository(db);
  const retention = await startDataRetention({
    db,
    retentionDays: settings.mailRetentionDays,
    auditRetentionDays: settings.auditRetentionDays,
    mailDir: settings.mailDir,
    logger,
  });
  const worker = startMailWorker({
    outbox,
    deliver: createMailDelivery(settings),
    addresses: { from: settings.mailFrom, to: settings.mailTo },
    policy: { ...deliveryPolicy, ...options.mailDelivery },
    logger,
  });
  for (const line of describeStart(settings, db.engine)) logger.info(line);
  if (data.defaultPasswordInUse) logger.warn(defaultPasswordWarning);

  const messages = createMessagesRepository(db);
  const contentRepository = createContentRepository(db);
  const databaseName =
    opened?.where ??
    (settings.databaseUrl
      ? describeDatabaseUrl(settings.databaseUrl)
      : `embedded PostgreSQL (PGlite) in ${join(settings.dataDir, 'pglite')}`);
  const content = createContentService({
    repository: contentRepository,
    publisher:
      options.contentPublisher?.(db, databaseName) ?? databaseContentPublisher(db, contentRepository),
    // Every change of the content goes into the audit log, in its transaction, as the staff's changes do.
    recordChange:
      options.recordContentChange ??
      ((tx, { by, what, subject }) =>
        recordChange(tx, { by, action: `content.${what.replace(' ', '-')}`, details: { subject } })),
  });
  const staffOf = staffOfToken(jwtSecret, nowSeconds, users);

  const plugin: FastifyPluginAsync = async (app) => {
    applyApiConventions(app, logger);
    // Before any route: each route registered after it gets its access from apiAccess.
    applyStaffAccess(app, { jwtSecret, nowSeconds, users });
    registerExamplesRoutes(app, examples);
    registerAuthRoutes(app, login);
    registerEmailRoutes(app, outbox, worker);
    registerMessagesRoutes(app, messages, worker, settings.mailDir);
    registerStaffRoutes(app, {
      accounts: createStaffAccounts(db),
      hashQueue,
      jwtSecret,
      jwtTtlSeconds: settings.jwtTtlSeconds,
      nowSeconds,
    });
    registerAuditRoutes(app, db);
    // apiAccess admits every staff member to the content's routes; the routes take who it is.
    registerContentRoutes(app, content, async (request) => signedInStaff(request));
  };

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= Promise.all([worker.stop(), retention.stop()]).then(closeDatabase);
    return closing;
  };

  return {
    plugin,
    close,
    settings,
    database: db,
    databaseName,
    content: { service: content, staffOfToken: staffOf },
  };
}
