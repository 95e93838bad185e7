import type {
  CreateAccountRequest,
  ResetPasswordRequest,
  StaffAccount,
  StaffRole,
  UpdateAccountRequest,
} from '@sportif/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import { type ChangeAuthor, recordChange } from '../audit/index.ts';
import { tokenUserOf, type UserRecord } from '../auth/index.ts';

interface AccountRow {
  id: string;
  name: string;
  userName: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  version: number;
  updatedAtMs: number;
  updatedByName: string | null;
}

const accountColumns = `a.id::text AS id, a.name, a.user_name AS "userName", a.email, a.role,
  a.disabled_at IS NOT NULL AS disabled, a.version, (extract(epoch FROM a.updated_at) * 1000)::float8 AS "updatedAtMs",
  b.name AS "updatedByName"`;
const fromAccounts = 'FROM users a LEFT JOIN users b ON b.id = a.updated_by';

const toAccount = ({ updatedAtMs, ...row }: AccountRow): StaffAccount => ({
  ...row,
  updatedAt: new Date(updatedAtMs).toISOString(),
});

async function accountById(db: Queryable, id: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${accountColumns} ${fromAccounts} WHERE a.id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** The account as it is now after a write that made it; a write inside a transaction sees it. */
async function reread(db: Queryable, id: string): Promise<StaffAccount> {
  const row = await accountById(db, id);
  if (!row) throw new Error(`Account ${id} vanished inside its transaction`);
  return toAccount(row);
}

/** A 409 naming who changed the account last and when, or a 403 for an account that is gone. */
async function refuseStale(db: Queryable, id: string): Promise<never> {
  const row = await accountById(db, id);
  if (!row) throw ApiProblem.rule(apiTexts.accountNotFound);
  throw ApiProblem.conflict(apiTexts.accountChanged(new Date(row.updatedAtMs), row.updatedByName));
}

/**
 * The staff accounts a Yönetici manages (issue 37, Kullanıcılar). Every change checks the
 * version the caller read in its UPDATE's WHERE (a change made meanwhile is refused, never
 * overwritten), makes one more credential version where it changes who may do what (password,
 * role, disabling: the account's earlier tokens stop), and is recorded in the audit log by the
 * account's id and user name, never with a password.
 */
export function createStaffAccounts(db: Database) {
  return {
    /** Every account, the active ones first, by name in Turkish order. */
    async list(): Promise<StaffAccount[]> {
      const { rows } = await db.query<AccountRow>(
        `SELECT ${accountColumns} ${fromAccounts}
         ORDER BY a.disabled_at IS NOT NULL, turkish_sort_key(a.name) COLLATE "C", a.user_name`,
      );
      return rows.map(toAccount);
    },

    /** A new account with the scrypt hash of its first password; a user name or e-mail in use is refused. */
    async create(
      request: CreateAccountRequest,
      passwordHash: string,
      by: ChangeAuthor,
    ): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO users (user_name, email, name, role, password_hash, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
          [request.userName, request.email, request.name, request.role, passwordHash, by.id],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw ApiProblem.rule(apiTexts.accountTaken);
        await recordChange(tx, {
          by,
          action: 'account.create',
          details: { userId: id, userName: request.userName, role: request.role },
        });
        return reread(tx, id);
      });
    },

    /**
     * Sets the role and the disabled mark of an account read at `version`. The last active
     * Yönetici can be neither disabled nor made an Editör: the active Yöneticis are locked first,
     * so two Yöneticis demoting each other at once cannot both succeed.
     */
    async update(request: UpdateAccountRequest, by: ChangeAuthor): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        const { rows: yoneticis } = await tx.query<{ id: string }>(
          `SELECT id::text AS id FROM users WHERE role = 'yonetici' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
        );
        const { rows } = await tx.query<{
          role: StaffRole;
          disabled: boolean;
          version: number;
          userName: string;
        }>(
          `SELECT role, disabled_at IS NOT NULL AS disabled, version, user_name AS "userName"
           FROM users WHERE id = $1 FOR UPDATE`,
          [request.id],
        );
        const current = rows[0];
        if (!current || current.version !== request.version) return refuseStale(tx, request.id);
        const leavesYonetici = request.role !== 'yonetici' || request.disabled;
        const isActiveYonetici = yoneticis.some((yonetici) => yonetici.id === request.id);
        if (isActiveYonetici && leavesYonetici && yoneticis.length <= 1) {
          throw ApiProblem.rule(apiTexts.lastYonetici);
        }
        const accessChanges = current.role !== request.role || current.disabled !== request.disabled;
        await tx.query(
          `UPDATE users SET role = $2,
             disabled_at = CASE WHEN $3 THEN coalesce(disabled_at, clock_timestamp()) END,
             credential_version = credential_version + $4, version = version + 1,
             updated_at = clock_timestamp(), updated_by = $5
           WHERE id = $1`,
          [request.id, request.role, request.disabled, accessChanges ? 1 : 0, by.id],
        );
        await recordChange(tx, {
          by,
          action: 'account.update',
          details: {
            userId: request.id,
            userName: current.userName,
            from: { role: current.role, disabled: current.disabled },
            to: { role: request.role, disabled: request.disabled },
          },
        });
        return reread(tx, request.id);
      });
    },

    /** A Yönetici gives an account read at `version` a new password: every session of it ends. */
    async resetPassword(
      request: ResetPasswordRequest,
      passwordHash: string,
      by: ChangeAuthor,
    ): Promise<StaffAccount> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ userName: string }>(
          `UPDATE users SET password_hash = $3, credential_version = credential_version + 1, version = version + 1,
             updated_at = clock_timestamp(), updated_by = $4
           WHERE id = $1 AND version = $2 RETURNING user_name AS "userName"`,
          [request.id, request.version, passwordHash, by.id],
        );
        const userName = rows[0]?.userName;
        if (userName === undefined) return refuseStale(tx, request.id);
        await recordChange(tx, {
          by,
          action: 'account.reset-password',
          details: { userId: request.id, userName },
        });
        return reread(tx, request.id);
      });
    },

    /** The account's sign-in record (its password hash with it), for Şifremi değiştir; null if gone or disabled. */
    async signInRecord(id: string): Promise<UserRecord | null> {
      const { rows } = await db.query<UserRecord>(
        `SELECT id::text AS id, user_name AS "userName", email, name, role, disabled_at IS NOT NULL AS disabled,
           password_hash AS "passwordHash", credential_version AS "credentialVersion"
         FROM users WHERE id = $1 AND disabled_at IS NULL`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The staff member's own new password: one more credential version, so every other session
     * of theirs ends; answers the claims of a fresh token for the session that changed it.
     */
    async changeOwnPassword(id: string, passwordHash: string) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<UserRecord>(
          `UPDATE users SET password_hash = $2, credential_version = credential_version + 1, version = version + 1,
             updated_at = clock_timestamp(), updated_by = id
           WHERE id = $1 AND disabled_at IS NULL
           RETURNING id::text AS id, user_name AS "userName", email, name, role, false AS disabled,
             password_hash AS "passwordHash", credential_version AS "credentialVersion"`,
          [id, passwordHash],
        );
        const user = rows[0];
        if (!user) return null;
        await recordChange(tx, {
          by: { id },
          action: 'account.change-password',
          details: { userId: id, userName: user.userName },
        });
        return tokenUserOf(user);
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
