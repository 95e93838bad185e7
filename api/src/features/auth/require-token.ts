import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import { verifyJwt } from './jwt.ts';
import type { UsersRepository } from './users-repository.ts';

const bearer = /^Bearer +([^\s]+) *$/i;

/**
 * An onRequest hook that answers 401 unless the request carries `Authorization: Bearer <token>`
 * with a token this API signed, valid now, for a user that exists and whose credentials are the
 * ones the token was issued for (a new password voids every earlier token). It runs before the
 * body is read.
 */
export function requireToken(
  jwtSecret: string,
  nowSeconds: () => number,
  users: Pick<UsersRepository, 'credentialVersion'>,
): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? verifyJwt(token, jwtSecret, nowSeconds()) : null;
    if (!claims || (await users.credentialVersion(claims.Id)) !== claims.CredentialVersion) {
      throw ApiProblem.unauthorized(apiTexts.unauthorized);
    }
  };
}
