import { jwtDecode } from 'jwt-decode';

/** The signed-in user as the token's claims carry it (spec §3). */
export interface SignedInUser {
  Id: string;
  Name: string;
  Email: string;
  UserName: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const claimNames = ['Id', 'Name', 'Email', 'UserName'] as const;

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The user of a token that is well formed and not expired, else null. jwt-decode throws on a value
 * that is not a string, lacks a part, or holds bad base64 or JSON: all of that means signed out,
 * never a crashed page. The signature is the API's business; it refuses forged tokens with 401.
 */
export function readToken(token: unknown, now: number = nowInSeconds()): SignedInUser | null {
  let claims: Record<string, unknown>;
  try {
    claims = jwtDecode<Record<string, unknown>>(token as string);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { exp } = claims;
  if (typeof exp !== 'number' || exp <= now) return null;
  for (const name of claimNames) if (typeof claims[name] !== 'string') return null;
  return {
    Id: claims.Id as string,
    Name: claims.Name as string,
    Email: claims.Email as string,
    UserName: claims.UserName as string,
    exp,
  };
}
