import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';

/** Who made a change, as the content's history shows them. */
export interface StaffMember {
  id: string;
  name: string;
}

/** The staff member of a token, if the API accepts it now (the auth feature's staffOfToken). */
export type StaffOfToken = (token: string | undefined) => Promise<StaffMember | undefined>;

/**
 * Who may edit and publish the content: every signed-in staff member (Yönetici and Editör alike,
 * issue 37). Answers with the staff member of a request, or throws the 401 the API answers for a
 * token it does not accept. A small interface, so that the roles and accounts of staff management
 * plug in here without the content's routes changing.
 */
export type ContentAccess = (request: FastifyRequest) => Promise<StaffMember>;

/** What was changed, for an audit log to record; the content keeps its own history besides. */
export interface ContentChange {
  by: StaffMember;
  what: 'draft saved' | 'published' | 'restored';
  /** The part saved, or the publication made live. */
  subject: string;
}
/** Records `change` in `tx`, the transaction that makes it. */
export type RecordContentChange = (tx: Queryable, change: ContentChange) => Promise<void>;
