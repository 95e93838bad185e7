import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@sportif/contract';

/**
 * The claims of a staff token (docs/requirements.md §3: Id, Name, Email, UserName, exp) plus the
 * role, iat and the credential version.
 */
export interface TokenClaims {
  Id: string;
  Name: string;
  Email: string;
  UserName: string;
  /** The staff role (issue 37); a new role, like a new password, comes with a new credential version. */
  Role: StaffRole;
  /** The user's credential version when the token was issued: a new password makes the token void. */
  CredentialVersion: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type TokenUser = Pick<
  TokenClaims,
  'Id' | 'Name' | 'Email' | 'UserName' | 'Role' | 'CredentialVersion'
>;

/** How far ahead of this server's clock another instance's clock may be when it issues a token. */
export const clockSkewSeconds = 30;

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (signingInput: string, secret: string) =>
  createHmac('sha256', secret).update(signingInput).digest('base64url');

/** An HS256 JWT for `user`, valid for `ttlSeconds` from `now` (seconds). */
export function signJwt(user: TokenUser, secret: string, now: number, ttlSeconds: number): string {
  const claims: TokenClaims = { ...user, iat: now, exp: now + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${header}.${payload}`;
  return `${signingInput}.${signature(signingInput, secret)}`;
}

function parseJsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const base64UrlPart = /^[A-Za-z0-9_-]+$/;

const isTime = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The claims of `token` when it is an HS256 JWT signed with `secret` and valid at `now`
 * (seconds), else null: `iat` a whole number not ahead of `now`, `exp` a whole number after it
 * (so not 1e400, which JSON reads as Infinity), `nbf`, when present, not ahead of it (both with
 * `clockSkewSeconds` to spare). The signature is compared as the canonical base64url text, not
 * as decoded bytes, so a token whose last character differs only in unused bits is refused too.
 * Any header alg other than HS256 (`none` included) is refused before anything else is trusted.
 * Whether the user still exists with these credentials is the caller's check.
 */
export function verifyJwt(token: string, secret: string, now: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (![headerPart, payloadPart, signaturePart].every((part) => base64UrlPart.test(part))) return null;

  const tokenHeader = parseJsonPart(headerPart);
  if (tokenHeader?.alg !== 'HS256' || 'crit' in tokenHeader) return null;

  const expected = Buffer.from(signature(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const claims = parseJsonPart(payloadPart);
  if (!claims) return null;
  const { Id, Name, Email, UserName, Role, CredentialVersion, iat, exp, nbf } = claims;
  if (typeof Id !== 'string' || typeof Name !== 'string') return null;
  if (typeof Email !== 'string' || typeof UserName !== 'string') return null;
  if (!isStaffRole(Role)) return null;
  if (!Number.isSafeInteger(CredentialVersion)) return null;
  if (!isTime(iat) || iat > now + clockSkewSeconds) return null;
  if (!isTime(exp) || exp <= now) return null;
  if (nbf !== undefined && (!isTime(nbf) || nbf > now + clockSkewSeconds)) return null;
  return { Id, Name, Email, UserName, Role, CredentialVersion: CredentialVersion as number, iat, exp };
}
