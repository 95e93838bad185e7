import type { Database } from '../../db/database.ts';

export interface UserRecord {
  id: string;
  userName: string;
  email: string;
  name: string;
  passwordHash: string;
  /** One more with every new password (0003-credential-version.sql). */
  credentialVersion: number;
}

export interface NewUser {
  userName: string;
  email: string;
  name: string;
  passwordHash: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff users in PostgreSQL. Every authenticated request asks for its user's credential version:
 * on a server each time (another instance may have set a new password), and as the sole client
 * of embedded PGlite from memory, since no one but this process writes it.
 */
export function createUsersRepository(db: Database) {
  const soleClient = db.listenAsSoleClient !== undefined;
  const knownVersions = new Map<string, number | null>();
  return {
    /** The user whose user name or e-mail is `login`, ignoring case. */
    async findByLogin(login: string): Promise<UserRecord | null> {
      const { rows } = await db.query<UserRecord>(
        `SELECT id::text AS id, user_name AS "userName", email, name, password_hash AS "passwordHash",
           credential_version AS "credentialVersion"
         FROM users WHERE lower(user_name) = lower($1) OR lower(email) = lower($1)
         ORDER BY lower(user_name) = lower($1) DESC LIMIT 1`,
        [login],
      );
      return rows[0] ?? null;
    },

    /** Adds `user` unless one with the same user name or e-mail exists; true when added. */
    async insertIfMissing(user: NewUser): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO users (user_name, email, name, password_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [user.userName, user.email, user.name, user.passwordHash],
      );
      return rowCount === 1;
    },

    /** Sets a new password; tokens issued for the old one stop working. */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query(
        'UPDATE users SET password_hash = $2, credential_version = credential_version + 1 WHERE id = $1',
        [id, passwordHash],
      );
      knownVersions.delete(id);
    },

    /** The credential version of user `id`; null when no such user exists. */
    async credentialVersion(id: string): Promise<number | null> {
      if (!uuid.test(id)) return null;
      const known = knownVersions.get(id);
      if (known !== undefined) return known;
      const { rows } = await db.query<{ version: number }>(
        'SELECT credential_version AS version FROM users WHERE id = $1',
        [id],
      );
      const version = rows[0]?.version ?? null;
      // Only signed tokens get here, so the ids remembered are this API's own users (and deleted ones).
      if (soleClient) knownVersions.set(id, version);
      return version;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
