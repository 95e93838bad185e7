import type { AuditAction, AuditKind, AuditPage, AuditQueryRequest, AuditValue } from '@sportif/contract';
import type { Queryable } from '../../db/database.ts';

/** Who made a change: a staff member (their account's id), or null for the API itself at start. */
export interface ChangeAuthor {
  id: string;
}

export interface Change {
  by: ChangeAuthor | null;
  /** `<kind>.<what was done>`: `account.create`, `message.delete`, `content.publish`. */
  action: AuditAction;
  /** What the change was about, small: ids, numbers, names of things. Never a password or a visitor's data. */
  details?: Readonly<Record<string, AuditValue>>;
}

/** A key that names a password (or the Turkish word for one) in any case. */
const secretKey = /password|passwd|şifre|sifre/i;

function findSecretKey(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(findSecretKey).find((key) => key !== undefined);
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (secretKey.test(key)) return key;
    const found = findSecretKey(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

const kindOf = (action: AuditAction) => action.slice(0, action.indexOf('.')) as AuditKind;

/**
 * Records a change in the audit log (issue 37). Every change of content, account or message state
 * goes through here; pass the transaction that makes the change, so the change and its record
 * are committed together or not at all. A detail whose key names a password is refused (an
 * Error: a bug of the caller, never a visitor's mistake).
 */
export async function recordChange(db: Queryable, change: Change): Promise<void> {
  const details = change.details ?? {};
  const secret = findSecretKey(details);
  if (secret !== undefined)
    throw new Error(`The audit log keeps no passwords: ${change.action} has "${secret}"`);
  await db.query('INSERT INTO audit_log (actor_id, kind, action, details) VALUES ($1, $2, $3, $4::jsonb)', [
    change.by?.id ?? null,
    kindOf(change.action),
    change.action,
    JSON.stringify(details),
  ]);
}

interface EntryRow {
  id: number;
  idText: string;
  atMs: number;
  actorId: string | null;
  actorName: string | null;
  actorUserName: string | null;
  kind: AuditKind;
  action: string;
  details: Record<string, unknown>;
}

/** A page of the audit log, newest first, narrowed to one person and one kind when asked. */
export async function queryAuditLog(db: Queryable, request: AuditQueryRequest): Promise<AuditPage> {
  const filters: string[] = [];
  const params: unknown[] = [request.offset, request.limit];
  if (request.actorId !== '') filters.push(`a.actor_id = $${params.push(request.actorId)}`);
  if (request.kind !== '') filters.push(`a.kind = $${params.push(request.kind)}`);
  const where = filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : '';
  const { rows } = await db.query<{ total: number; items: string | null }>(
    `SELECT (SELECT count(*) FROM audit_log a ${where})::int AS total,
       (SELECT json_agg(page ORDER BY page.id DESC) FROM (
          SELECT a.id, a.id::text AS "idText", (extract(epoch FROM a.at) * 1000)::float8 AS "atMs",
            a.actor_id::text AS "actorId", u.name AS "actorName", u.user_name AS "actorUserName",
            a.kind, a.action, a.details
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
          ${where}
          ORDER BY a.id DESC OFFSET $1 LIMIT $2) AS page)::text AS items`,
    params,
  );
  const row = rows[0];
  const items = JSON.parse(row?.items ?? '[]') as EntryRow[];
  return {
    total: row?.total ?? 0,
    items: items.map(({ idText, atMs, id: _id, ...entry }) => ({
      ...entry,
      id: idText,
      at: new Date(atMs).toISOString(),
    })),
  };
}

/** Erases the entries older than `retentionDays`; returns how many. */
export async function eraseExpiredAuditEntries(db: Queryable, retentionDays: number): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM audit_log WHERE at < clock_timestamp() - make_interval(days => $1)',
    [retentionDays],
  );
  return rowCount;
}
