import { isStaffRole, type StaffRole } from '@sportif/contract';
import { jwtDecode } from 'jwt-decode';
import { isRecord } from '../is-record';

/** The signed-in user as the token's claims carry it (docs/requirements.md §3). */
export interface SignedInUser {
  Id: string;
  Name: string;
  Email: string;
  UserName: string;
  /** The staff role (issue 37): what the back-office offers; the API checks it again on every call. */
  Role: StaffRole;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const claimNames = ['Id', 'Name', 'Email', 'UserName'] as const;

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The user of a token that is well formed and not expired (exp compared with `now` in seconds,
 * docs/requirements.md §9), else null. jwt-decode throws on a value that is not a string or holds bad base64 or
 * JSON; it reads the payload alone, so the three parts and the header are checked here too. All of
 * that means signed out, never a crashed page. The signature is the API's business: it refuses
 * forged tokens with 401, which signs the user out.
 */
export function readToken(token: unknown, now: number = nowInSeconds()): SignedInUser | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  let header: unknown;
  let claims: unknown;
  try {
    header = jwtDecode(token, { header: true });
    claims = jwtDecode(token);
  } catch {
    return null;
  }
  if (!isRecord(header) || !isRecord(claims)) return null;
  const { exp } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now) return null;
  for (const name of claimNames) if (typeof claims[name] !== 'string') return null;
  if (!isStaffRole(claims.Role)) return null;
  return {
    Id: claims.Id as string,
    Name: claims.Name as string,
    Email: claims.Email as string,
    UserName: claims.UserName as string,
    Role: claims.Role,
    exp,
  };
}
