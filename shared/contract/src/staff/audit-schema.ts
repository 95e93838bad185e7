import * as v from 'valibot';
import { pageOf, pageRequestEntries } from '../schemas/page-request';

/** What a change in the audit log is about: the site's content, a staff account or a contact message. */
export const auditKinds = ['content', 'account', 'message'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** An action's name: its kind, a dot and what was done (`account.create`, `message.delete`). */
export type AuditAction = `${AuditKind}.${string}`;

/** A value of a change's details: JSON, small, never a password or a visitor's personal data. */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | readonly AuditValue[]
  | { [key: string]: AuditValue };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const actorIdMessage = 'Kişi (actorId) bir hesap kimliği olmalıdır.';

/** The body of `Audit/Query`: newest first, narrowed to one person (`actorId`) and one kind. */
export const auditQueryRequestSchema = v.object(
  {
    actorId: v.optional(
      v.pipe(
        v.string(actorIdMessage),
        v.check((id) => id === '' || uuid.test(id), actorIdMessage),
      ),
      '',
    ),
    kind: v.optional(
      v.picklist(['', ...auditKinds], 'Tür (kind) content, account veya message olmalıdır.'),
      '',
    ),
    ...pageRequestEntries,
  },
  'İstek gövdesi geçersiz.',
);
export type AuditQueryRequest = v.InferOutput<typeof auditQueryRequestSchema>;

/**
 * One recorded change: who made it (no one, `null`, for what the API did itself at start, such as
 * applying ADMIN_PASSWORD), when (ISO 8601), its action and its details.
 */
export const auditEntrySchema = v.object({
  id: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  actorId: v.nullable(v.string()),
  actorName: v.nullable(v.string()),
  actorUserName: v.nullable(v.string()),
  kind: v.picklist(auditKinds),
  action: v.string(),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = v.InferOutput<typeof auditPageSchema>;
