import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { apiTexts } from '../../texts.ts';
import type { StaffOfToken } from './staff-of-token.ts';

/**
 * An onRequest hook that answers 401 unless the request carries `Authorization: Bearer <token>`
 * with a token the API accepts now (staffOfToken: signed by it, valid, for an existing user whose
 * password has not changed since). It runs before the body is read.
 */
export function requireToken(staffOf: StaffOfToken): onRequestAsyncHookHandler {
  return async (request) => {
    if (!(await staffOf(bearerToken(request)))) throw ApiProblem.unauthorized(apiTexts.unauthorized);
  };
}
