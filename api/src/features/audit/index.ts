/**
 * The audit log (issue 37): `recordChange` is how every feature records a change of content,
 * account or message state, inside the transaction that makes it.
 */
export { type Change, type ChangeAuthor, eraseExpiredAuditEntries, recordChange } from './audit-log.ts';
