import { type ApiAccess, type ApiRoute, apiAccess, roleIncludes, type StaffRole } from '@sportif/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import { verifyJwt } from './jwt.ts';
import type { UsersRepository } from './users-repository.ts';

/** The staff member a request was made by, as its token names them. */
export interface StaffMember {
  id: string;
  name: string;
  userName: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the routes staff call, once the token and the role have passed (staffAccess). */
    staff: StaffMember | null;
  }
}

const bearer = /^Bearer +([^\s]+) *$/i;

/** The staff member of a request on a staff route; a route open to anyone has none. */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Error(`${request.url} is not a staff route: apiAccess opens it to anyone`);
  return request.staff;
}

export interface StaffAccessDeps {
  jwtSecret: string;
  nowSeconds: () => number;
  users: Pick<UsersRepository, 'credentialVersion'>;
}

/**
 * The one place the API decides who may call what. Every POST route registered on `app` after
 * this call gets the access apiAccess (@sportif/contract) gives it; a route missing there stops
 * the start. On a staff route an onRequest hook, before the body is read, answers:
 * - 401 unless the request carries `Authorization: Bearer <token>` with a token this API signed,
 *   valid now, for an account that exists, is not disabled and whose credential version is the
 *   token's (a new password, role or disabling voids every earlier token);
 * - 403 when the token's role is below the route's (an Editör on a Yönetici's call).
 * The role is the token's: a token is good only while its credential version is current, and
 * every change of role makes a new one.
 */
export function applyStaffAccess(app: FastifyInstance, deps: StaffAccessDeps): void {
  app.decorateRequest('staff', null);

  const authenticate = async (request: FastifyRequest): Promise<StaffMember> => {
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? verifyJwt(token, deps.jwtSecret, deps.nowSeconds()) : null;
    if (!claims || (await deps.users.credentialVersion(claims.Id)) !== claims.CredentialVersion) {
      throw ApiProblem.unauthorized(apiTexts.unauthorized);
    }
    return { id: claims.Id, name: claims.Name, userName: claims.UserName, role: claims.Role };
  };

  const requireRole =
    (required: StaffRole): onRequestAsyncHookHandler =>
    async (request) => {
      const staff = await authenticate(request);
      if (!roleIncludes(staff.role, required)) throw ApiProblem.rule(apiTexts.notAllowed);
      request.staff = staff;
    };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST')) return;
    const name = route.url.slice(route.prefix.length).replace(/^\//, '');
    const access: ApiAccess | undefined = Object.hasOwn(apiAccess, name)
      ? apiAccess[name as ApiRoute]
      : undefined;
    if (access === undefined) {
      throw new Error(`POST ${name} has no entry in apiAccess (@sportif/contract): say who may call it`);
    }
    if (access === 'public') return;
    route.onRequest = [requireRole(access), ...[route.onRequest ?? []].flat()];
  });
}
