import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';

/** The API's settings (api/README.md, "Settings"), read once at start from the environment. */
export interface Settings {
  production: boolean;
  /** A PostgreSQL server; undefined means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The HMAC key for tokens; undefined means one generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  adminPassword: string;
  /** True when ADMIN_PASSWORD is unset, so the start-up log may show the default. */
  adminPasswordIsDefault: boolean;
  /** An SMTP server; undefined means each message is written as an .eml file to `mailDir`. */
  smtpUrl: string | undefined;
  mailDir: string;
  mailTo: string;
  mailFrom: string;
  /** Days a delivered or failed contact message is kept (KVKK). */
  mailRetentionDays: number;
  /** Days an entry of the audit log is kept (it names staff members). */
  auditRetentionDays: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const settingDefaults = {
  adminPassword: 'admin12345',
  jwtTtlSeconds: 8 * 60 * 60,
  mailTo: 'info@sportifyasam.com.tr',
  mailFrom: 'no-reply@sportifyasam.com.tr',
  mailRetentionDays: 90,
  auditRetentionDays: 365,
} as const;

export const minJwtSecretBytes = 32;
/** In production: the least a staff password may be (characters) and a token key may hold (bits). */
export const minProductionAdminPasswordLength = 12;
export const minProductionJwtSecretBits = 128;

/** The shortest block that `text` repeats (`abcabcab` → `abc`); `text` itself when it repeats none. */
function repeatedBlock(text: string): string {
  for (let period = 1; period <= text.length / 2; period++) {
    if (text.slice(period) === text.slice(0, text.length - period)) return text.slice(0, period);
  }
  return text;
}

/**
 * A rough upper bound of the entropy of a key in bits: its characters' Shannon entropy times its
 * length, a key made of one block repeated counting as that block. It tells `aaaa…` (0 bits) or
 * `0123456789` four times (33) from 32 random bytes in base64 (about 250); it cannot tell how a
 * key was made, so it only catches keys that are clearly weak.
 */
function estimatedEntropyBits(key: string): number {
  const block = [...repeatedBlock(key)];
  const counts = new Map<string, number>();
  for (const character of block) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / block.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * block.length;
}

/** Thrown when the environment does not allow the API to start; the message says what to fix. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The API cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

const ttlUnits: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** `JWT_TTL` as seconds: `28800`, `90s`, `30m`, `8h` or `1d`; null when malformed or not positive. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * (ttlUnits[(match[2] ?? '').toLowerCase()] ?? 1);
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

const emailAddress = v.pipe(v.string(), v.email());
const isEmailAddress = (text: string) => v.is(emailAddress, text);

function hasScheme(url: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** An unset or blank variable counts as missing. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A number of days, at least 1: `fallback` when unset; a problem is added when it is not one. */
function readDays(env: Env, name: string, fallback: number, problems: string[]): number {
  const setting = read(env, name);
  const days = setting === undefined ? fallback : /^\d+$/.test(setting) ? Number(setting) : Number.NaN;
  if (!(Number.isSafeInteger(days) && days >= 1)) {
    problems.push(`${name} must be a whole number of days, at least 1 (${fallback} when unset).`);
  }
  return days;
}

/**
 * Reads the settings from `env`, or throws a SettingsError listing every problem. Pure: the
 * caller passes the environment, the working directory (for a relative DATA_DIR) and the default
 * data folder (`.data/` at the repository root).
 */
export function parseSettings(env: Env, paths: { cwd: string; defaultDataDir: string }): Settings {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const databaseUrl = read(env, 'DATABASE_URL');
  if (databaseUrl && !hasScheme(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }

  const dataDirSetting = read(env, 'DATA_DIR');
  const dataDir = dataDirSetting
    ? isAbsolute(dataDirSetting)
      ? dataDirSetting
      : resolve(paths.cwd, dataDirSetting)
    : paths.defaultDataDir;

  const jwtSecret = env.JWT_SECRET === undefined || env.JWT_SECRET === '' ? undefined : env.JWT_SECRET;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret, 'utf8') < minJwtSecretBytes) {
    problems.push(
      `JWT_SECRET must be at least ${minJwtSecretBytes} bytes long (e.g. the output of \`openssl rand -base64 48\`).`,
    );
  }
  if (
    production &&
    jwtSecret !== undefined &&
    Buffer.byteLength(jwtSecret, 'utf8') >= minJwtSecretBytes &&
    estimatedEntropyBits(jwtSecret) < minProductionJwtSecretBits
  ) {
    problems.push(
      `JWT_SECRET has too little entropy for production (at least ${minProductionJwtSecretBits} bits): use a random value, e.g. the output of \`openssl rand -base64 48\`.`,
    );
  }
  if (production && jwtSecret === undefined) {
    problems.push(
      `JWT_SECRET is required when NODE_ENV=production: set it to a random value of at least ${minJwtSecretBytes} bytes (e.g. \`openssl rand -base64 48\`), the same on every instance.`,
    );
  }

  const ttlSetting = read(env, 'JWT_TTL');
  const jwtTtlSeconds = ttlSetting === undefined ? settingDefaults.jwtTtlSeconds : parseDuration(ttlSetting);
  if (jwtTtlSeconds === null) {
    problems.push(
      'JWT_TTL must be a positive duration in seconds or with a unit: 28800, 90s, 30m, 8h or 1d.',
    );
  }

  const adminPasswordSetting = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (production && adminPasswordSetting === undefined) {
    problems.push(
      'ADMIN_PASSWORD is required when NODE_ENV=production: it is the password of the seeded staff user "admin".',
    );
  }
  if (
    production &&
    adminPasswordSetting !== undefined &&
    [...adminPasswordSetting.normalize('NFC')].length < minProductionAdminPasswordLength
  ) {
    problems.push(
      `ADMIN_PASSWORD must be at least ${minProductionAdminPasswordLength} characters long in production.`,
    );
  }

  const smtpUrl = read(env, 'SMTP_URL');
  if (smtpUrl && !hasScheme(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587.');
  }

  const mailTo = read(env, 'MAIL_TO') ?? settingDefaults.mailTo;
  if (!isEmailAddress(mailTo)) problems.push('MAIL_TO must be an e-mail address.');
  const mailFrom = read(env, 'MAIL_FROM') ?? settingDefaults.mailFrom;
  if (!isEmailAddress(mailFrom)) problems.push('MAIL_FROM must be an e-mail address.');

  const mailRetentionDays = readDays(env, 'MAIL_RETENTION_DAYS', settingDefaults.mailRetentionDays, problems);
  const auditRetentionDays = readDays(
    env,
    'AUDIT_RETENTION_DAYS',
    settingDefaults.auditRetentionDays,
    problems,
  );

  if (problems.length > 0 || jwtTtlSeconds === null) throw new SettingsError(problems);

  return {
    production,
    databaseUrl,
    dataDir,
    jwtSecret,
    jwtTtlSeconds,
    adminPassword: adminPasswordSetting ?? settingDefaults.adminPassword,
    adminPasswordIsDefault: adminPasswordSetting === undefined,
    smtpUrl,
    mailDir: join(dataDir, 'mail'),
    mailTo,
    mailFrom,
    mailRetentionDays,
    auditRetentionDays,
  };
}
