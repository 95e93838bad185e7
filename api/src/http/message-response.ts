/**
 * The response schema of the calls that answer a Turkish message (`{"data": "..."}`, docs/requirements.md §7):
 * Fastify serialises with it, so nothing but `data` can leave these routes.
 */
export const messageResponse = {
  200: { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] },
} as const;
