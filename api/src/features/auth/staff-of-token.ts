import { verifyJwt } from './jwt.ts';
import type { UsersRepository } from './users-repository.ts';

/** The staff member a token names (id and name), if the API accepts it now. */
export type StaffOfToken = (token: string | undefined) => Promise<{ id: string; name: string } | undefined>;

/**
 * Accepts a token this API signed, valid now, for a user that exists and whose credentials are the
 * ones the token was issued for (a new password voids every earlier token).
 */
export function staffOfToken(
  jwtSecret: string,
  nowSeconds: () => number,
  users: Pick<UsersRepository, 'credentialVersion'>,
): StaffOfToken {
  return async (token) => {
    const claims = token ? verifyJwt(token, jwtSecret, nowSeconds()) : null;
    if (!claims || (await users.credentialVersion(claims.Id)) !== claims.CredentialVersion) return undefined;
    return { id: claims.Id, name: claims.Name };
  };
}
