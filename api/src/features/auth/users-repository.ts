import type { StaffRole } from '@sportif/contract';
import type { Database } from '../../db/database.ts';
import type { TokenUser } from './jwt.ts';

export interface UserRecord {
  id: string;
  userName: string;
  email: string;
  name: string;
  role: StaffRole;
  /** A disabled account cannot sign in, and its tokens are refused. */
  disabled: boolean;
  passwordHash: string;
  /**
   * One more with every new password, role and disabling (0003-credential-version.sql,
   * 0010-staff-roles.sql): the tokens issued before it are refused.
   */
  credentialVersion: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims a token for `user` carries. */
export const tokenUserOf = (user: UserRecord): TokenUser => ({
  Id: user.id,
  Name: user.name,
  Email: user.email,
  UserName: user.userName,
  Role: user.role,
  CredentialVersion: user.credentialVersion,
});

/**
 * Staff users in PostgreSQL, as sign-in and every authenticated request read them. Every
 * authenticated request asks for its user's credential version: on a server each time, one
 * lookup by primary key (another instance may have changed the account), and as the sole client
 * of embedded PGlite from memory, forgotten at once whenever the users table changes (the
 * `users_changed` notification arrives before the writing call returns).
 */
export async function createUsersRepository(db: Database) {
  const soleClient = db.listenAsSoleClient !== undefined;
  const knownVersions = new Map<string, number | null>();
  let changes = 0;
  await db.listenAsSoleClient?.('users_changed', () => {
    changes++;
    knownVersions.clear();
  });
  return {
    /** The user whose user name or e-mail is `login`, ignoring case. */
    async findByLogin(login: string): Promise<UserRecord | null> {
      const { rows } = await db.query<UserRecord>(
        `SELECT id::text AS id, user_name AS "userName", email, name, role, disabled_at IS NOT NULL AS disabled,
           password_hash AS "passwordHash", credential_version AS "credentialVersion"
         FROM users WHERE lower(user_name) = lower($1) OR lower(email) = lower($1)
         ORDER BY lower(user_name) = lower($1) DESC LIMIT 1`,
        [login],
      );
      return rows[0] ?? null;
    },

    /**
     * The credential version of user `id` if that account exists and is not disabled, else null:
     * what decides whether a token is still good.
     */
    async credentialVersion(id: string): Promise<number | null> {
      if (!uuid.test(id)) return null;
      const known = knownVersions.get(id);
      if (known !== undefined) return known;
      // Noted before reading: a change that lands meanwhile makes this answer one not to keep.
      const changesBefore = changes;
      const { rows } = await db.query<{ version: number }>(
        'SELECT credential_version AS version FROM users WHERE id = $1 AND disabled_at IS NULL',
        [id],
      );
      const version = rows[0]?.version ?? null;
      // Only signed tokens get here, so the ids remembered are this API's own users (and deleted ones).
      if (soleClient && changes === changesBefore) knownVersions.set(id, version);
      return version;
    },
  };
}

export type UsersRepository = Awaited<ReturnType<typeof createUsersRepository>>;
