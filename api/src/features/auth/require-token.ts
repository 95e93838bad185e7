import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import { verifyJwt } from './jwt.ts';

const bearer = /^Bearer +([^\s]+) *$/i;

/**
 * An onRequest hook that answers 401 unless the request carries `Authorization: Bearer <token>`
 * with a token this API signed and that has not expired. It runs before the body is read.
 */
export function requireToken(jwtSecret: string, nowSeconds: () => number): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !verifyJwt(token, jwtSecret, nowSeconds())) {
      throw ApiProblem.unauthorized(apiTexts.unauthorized);
    }
  };
}
