import { type ApiData, auditQueryRequestSchema, type DataEnvelope } from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { validateBody } from '../../http/validate-body.ts';
import { queryAuditLog } from './audit-log.ts';

/** `Audit/Query` (issue 37, Yönetici only: apiAccess): a page of the audit log, newest first, filtered. */
export function registerAuditRoutes(app: FastifyInstance, db: Queryable): void {
  app.post('/Audit/Query', async (request) => {
    const query = validateBody(auditQueryRequestSchema, request.body);
    return { data: await queryAuditLog(db, query) } satisfies DataEnvelope<ApiData<'Audit/Query'>>;
  });
}
