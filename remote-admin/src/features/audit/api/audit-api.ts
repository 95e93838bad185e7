import { type AuditPage, type AuditQueryRequest, apiRoutes, auditPageSchema } from '@sportif/contract';
import { apiPost } from '@sportif/runtime';

/** The audit log's call (issue 37, Yönetici only). */
export const auditApi = {
  query: (request: AuditQueryRequest): Promise<AuditPage> =>
    apiPost(apiRoutes.auditQuery, request, auditPageSchema),
};
