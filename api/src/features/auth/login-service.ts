import { loginRequestSchema } from '@sportif/contract';
import { ApiProblem } from '../../http/api-problem.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { AddressWindow } from './address-window.ts';
import type { HashQueue } from './hash-queue.ts';
import { signJwt } from './jwt.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { unknownUserHash, verifyPassword } from './password-hash.ts';
import { tokenUserOf, type UsersRepository } from './users-repository.ts';

export interface LoginServiceDeps {
  users: UsersRepository;
  throttle: LoginThrottle;
  hashQueue: HashQueue;
  /** Addresses that failed (or were turned away), and addresses that signed in: address-window.ts. */
  doubtfulAddresses: AddressWindow;
  trustedAddresses: AddressWindow;
  jwtSecret: string;
  jwtTtlSeconds: number;
  nowSeconds: () => number;
}

/**
 * `Auth/Login`: a user name or an e-mail with the password gives a token. An unknown user and
 * a wrong password take the same path (the throttle, a place in the hash queue, one scrypt) and
 * end in the same 403 line, so neither the answer nor its timing tells whether the account exists.
 * `clientAddress` is the key the per-address limits count (clientAddressKey).
 *
 * The throttle's checks come before the hash queue, so only attempts that may be made wait there,
 * and an address with no recorded failure waits in the clean line, ahead of every address that
 * has failed (hash-queue.ts): whoever floods the sign-in from one address keeps nobody else out.
 */
export function createLoginService(deps: LoginServiceDeps) {
  const { doubtfulAddresses, trustedAddresses, hashQueue, throttle } = deps;

  return {
    async login(body: unknown, clientAddress: string): Promise<{ token: string }> {
      const { emailOrUserName, password } = validateBody(loginRequestSchema, body);
      // A doubtful address takes its place in the failed line first, at most two places per
      // address (hash-queue.ts): while it has that many attempts under way, or that line is full,
      // its attempts are refused before any database work.
      let place = doubtfulAddresses.has(clientAddress) ? hashQueue.enter('failed', clientAddress) : undefined;
      // One that signed in within the window waits ahead of fresh addresses (hash-queue.ts).
      const lane = trustedAddresses.has(clientAddress) ? 'trusted' : 'clean';
      let user: Awaited<ReturnType<UsersRepository['findByLogin']>>;
      let attempt: Awaited<ReturnType<LoginThrottle['begin']>>;
      try {
        user = await deps.users.findByLogin(emailOrUserName);
        // Failures of one person count together whichever of their names they typed.
        const account = user ? `user:${user.id}` : `login:${emailOrUserName.toLowerCase()}`;
        attempt = await throttle.begin(account, clientAddress);
      } catch (error) {
        place?.leave();
        throw error;
      }
      if ('waitSeconds' in attempt) {
        place?.leave();
        doubtfulAddresses.add(clientAddress);
        throw ApiProblem.throttled(apiTexts.loginThrottled(attempt.waitSeconds), attempt.waitSeconds);
      }
      if (attempt.addressFailures > 0) {
        doubtfulAddresses.add(clientAddress);
        trustedAddresses.forget(clientAddress);
      }
      let valid: boolean;
      try {
        place ??= hashQueue.enter(attempt.addressFailures > 0 ? 'failed' : lane);
        valid = await place.run(() => verifyPassword(password, user?.passwordHash ?? unknownUserHash()));
      } catch (error) {
        // Refused by a full queue, or turned away from it: not a failure of the address, but its
        // next attempts wait behind clean ones, unless it signed in before.
        await throttle.forget(attempt.attemptId);
        if (error instanceof ApiProblem && lane !== 'trusted') doubtfulAddresses.add(clientAddress);
        throw error;
      }
      if (!user || !valid) {
        doubtfulAddresses.add(clientAddress);
        trustedAddresses.forget(clientAddress);
        throw ApiProblem.rule(apiTexts.loginFailed);
      }
      await throttle.forget(attempt.attemptId);
      trustedAddresses.add(clientAddress);
      // Said only to whoever knows the password, so it tells nobody else the account exists.
      if (user.disabled) throw ApiProblem.rule(apiTexts.accountDisabled);
      return { token: signJwt(tokenUserOf(user), deps.jwtSecret, deps.nowSeconds(), deps.jwtTtlSeconds) };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
