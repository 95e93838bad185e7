import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDuration, parseSettings, SettingsError, settingDefaults } from './settings.ts';

/** What `openssl rand -base64 n` and `openssl rand -hex n` print. */
const randomBase64 = (bytes: number) => randomBytes(bytes).toString('base64');
const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

const paths = { cwd: '/srv/app', defaultDataDir: '/repo/.data' };
const strongSecret = 'hR3v9Qm2LzX8pK4wT7bN1cF6yJ0sD5gA';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parseSettings(env, paths);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseSettings', () => {
  it('has a safe embedded default for everything outside production', () => {
    expect(parseSettings({}, paths)).toEqual({
      production: false,
      databaseUrl: undefined,
      dataDir: '/repo/.data',
      jwtSecret: undefined,
      jwtTtlSeconds: 8 * 3600,
      adminPassword: 'admin12345',
      adminPasswordIsDefault: true,
      smtpUrl: undefined,
      mailDir: '/repo/.data/mail',
      mailTo: settingDefaults.mailTo,
      mailFrom: settingDefaults.mailFrom,
      mailRetentionDays: 90,
      auditRetentionDays: 365,
    });
  });

  it('reads every variable', () => {
    const settings = parseSettings(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgresql://api:secret@db:5432/sportif',
        DATA_DIR: '/var/lib/sportif',
        JWT_SECRET: strongSecret,
        JWT_TTL: '30m',
        ADMIN_PASSWORD: 'çok-gizli-şifre',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_TO: 'kulup@example.com',
        MAIL_FROM: 'site@example.com',
        MAIL_RETENTION_DAYS: '30',
        AUDIT_RETENTION_DAYS: '730',
      },
      paths,
    );
    expect(settings).toEqual({
      production: true,
      databaseUrl: 'postgresql://api:secret@db:5432/sportif',
      dataDir: '/var/lib/sportif',
      jwtSecret: strongSecret,
      jwtTtlSeconds: 1800,
      adminPassword: 'çok-gizli-şifre',
      adminPasswordIsDefault: false,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailDir: '/var/lib/sportif/mail',
      mailTo: 'kulup@example.com',
      mailFrom: 'site@example.com',
      mailRetentionDays: 30,
      auditRetentionDays: 730,
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(parseSettings({ DATA_DIR: 'data' }, paths).dataDir).toBe('/srv/app/data');
  });

  it('treats blank variables as unset', () => {
    const settings = parseSettings(
      { DATABASE_URL: ' ', JWT_SECRET: '', ADMIN_PASSWORD: '', SMTP_URL: '' },
      paths,
    );
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.jwtSecret).toBeUndefined();
    expect(settings.adminPasswordIsDefault).toBe(true);
    expect(settings.smtpUrl).toBeUndefined();
  });

  it('refuses production without JWT_SECRET and ADMIN_PASSWORD, naming both', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^JWT_SECRET is required when NODE_ENV=production/);
    expect(problems[1]).toMatch(/^ADMIN_PASSWORD is required when NODE_ENV=production/);
  });

  it('puts every problem in the error message', () => {
    expect(() => parseSettings({ NODE_ENV: 'production', ADMIN_PASSWORD: 'uzun-bir-şifre' }, paths)).toThrow(
      /The API cannot start:\n {2}- JWT_SECRET is required/,
    );
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, counting UTF-8 bytes', () => {
    expect(problemsOf({ JWT_SECRET: 'x'.repeat(31) })).toEqual([expect.stringMatching(/at least 32 bytes/)]);
    expect(problemsOf({ JWT_SECRET: 'ş'.repeat(16) })).toEqual([]);
    expect(
      problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'uzun-bir-şifre', JWT_SECRET: 'short' }),
    ).toHaveLength(1);
  });

  it('in production refuses an ADMIN_PASSWORD shorter than 12 characters', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: strongSecret };
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'admin12345' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD must be at least 12 characters long in production/),
    ]);
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'şifreşifreş' })).toHaveLength(1);
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'şifreşifreşi' })).toEqual([]);
    // Outside production a short password is the developer's business.
    expect(problemsOf({ ADMIN_PASSWORD: 'kısa' })).toEqual([]);
  });

  it('in production refuses a JWT_SECRET with less than 128 bits of entropy, however long', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'uzun-bir-şifre' };
    for (const weak of ['a'.repeat(40), 'ab'.repeat(32), '0123456789'.repeat(4), 'password'.repeat(5)]) {
      expect(problemsOf({ ...production, JWT_SECRET: weak }), weak).toEqual([
        expect.stringMatching(/^JWT_SECRET has too little entropy/),
      ]);
    }
    for (const strong of [strongSecret, randomBase64(48), randomHex(32)]) {
      expect(problemsOf({ ...production, JWT_SECRET: strong }), strong).toEqual([]);
    }
    expect(problemsOf({ JWT_SECRET: 'a'.repeat(40) })).toEqual([]);
  });

  it('refuses malformed URLs, durations and addresses', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://db/x' })).toEqual([expect.stringMatching(/^DATABASE_URL/)]);
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual([expect.stringMatching(/^SMTP_URL/)]);
    expect(problemsOf({ JWT_TTL: 'soon' })).toEqual([expect.stringMatching(/^JWT_TTL/)]);
    expect(problemsOf({ MAIL_TO: 'nobody', MAIL_FROM: 'a@b@c' })).toEqual([
      expect.stringMatching(/^MAIL_TO/),
      expect.stringMatching(/^MAIL_FROM/),
    ]);
  });
});

describe.each([
  ['MAIL_RETENTION_DAYS', 'mailRetentionDays'],
  ['AUDIT_RETENTION_DAYS', 'auditRetentionDays'],
] as const)('%s', (name, setting) => {
  it('takes a whole number of days, at least 1', () => {
    expect(parseSettings({ [name]: ' 365 ' }, paths)[setting]).toBe(365);
    for (const bad of ['0', '-1', '1.5', '30d', 'forever', '1e3']) {
      expect(problemsOf({ [name]: bad }), bad).toEqual([expect.stringMatching(new RegExp(`^${name}`))]);
    }
  });
});

describe('parseDuration', () => {
  it('reads seconds and the units s, m, h and d', () => {
    expect(['3600', '90s', '30m', '8h', '1d', '2 H'].map(parseDuration)).toEqual([
      3600, 90, 1800, 28_800, 86_400, 7200,
    ]);
  });

  it('refuses zero, negatives, fractions and words', () => {
    expect(['0', '-5', '1.5h', 'h', '', '8 hours'].map(parseDuration)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
