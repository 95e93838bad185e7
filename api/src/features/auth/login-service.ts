import { loginRequestSchema } from '@sportif/contract';
import { ApiProblem } from '../../http/api-problem.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { HashQueue } from './hash-queue.ts';
import { signJwt } from './jwt.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { unknownUserHash, verifyPassword } from './password-hash.ts';
import { tokenUserOf, type UsersRepository } from './users-repository.ts';

export interface LoginServiceDeps {
  users: UsersRepository;
  throttle: LoginThrottle;
  hashQueue: HashQueue;
  jwtSecret: string;
  jwtTtlSeconds: number;
  nowSeconds: () => number;
}

/**
 * `Auth/Login`: a user name or an e-mail with the password gives a token. An unknown user and
 * a wrong password take the same path (a place in the hash queue, a lookup, the throttle, one
 * scrypt) and
 * end in the same 403 line, so neither the answer nor its timing tells whether the account exists.
 * `clientAddress` is the key the per-address limits count (clientAddressKey).
 */
export function createLoginService(deps: LoginServiceDeps) {
  return {
    async login(body: unknown, clientAddress: string): Promise<{ token: string }> {
      const { emailOrUserName, password } = validateBody(loginRequestSchema, body);
      // A place in the hash queue first: an attempt the queue has no room for costs nothing more.
      // The lookup and the throttle's count run at the attempt's turn, just before its hash, so a
      // burst of attempts does its database work one attempt at a time, not all at once while
      // the site's other requests wait for the same event loop.
      const { user, attemptId, valid } = await deps.hashQueue.enter().run(async () => {
        const found = await deps.users.findByLogin(emailOrUserName);
        // Failures of one person count together whichever of their names they typed.
        const account = found ? `user:${found.id}` : `login:${emailOrUserName.toLowerCase()}`;
        const attempt = await deps.throttle.begin(account, clientAddress);
        const matches = await verifyPassword(password, found?.passwordHash ?? unknownUserHash);
        return { user: found, attemptId: attempt, valid: matches };
      });
      if (!user || !valid) throw ApiProblem.rule(apiTexts.loginFailed);
      await deps.throttle.forget(attemptId);
      // Said only to whoever knows the password, so it tells nobody else the account exists.
      if (user.disabled) throw ApiProblem.rule(apiTexts.accountDisabled);
      return { token: signJwt(tokenUserOf(user), deps.jwtSecret, deps.nowSeconds(), deps.jwtTtlSeconds) };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
