import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a staff token (spec §3: Id, Name, Email, UserName, exp) plus iat. */
export interface TokenClaims {
  Id: string;
  Name: string;
  Email: string;
  UserName: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type TokenUser = Pick<TokenClaims, 'Id' | 'Name' | 'Email' | 'UserName'>;

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

/**
 * The claims of `token` when it is an HS256 JWT signed with `secret` and not expired at `now`
 * (seconds), else null. The signature is compared as the canonical base64url text, not as
 * decoded bytes, so a token whose last character differs only in unused bits is refused too.
 * Any header alg other than HS256 (`none` included) is refused before anything else is trusted.
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
  const { Id, Name, Email, UserName, iat, exp } = claims;
  if (typeof Id !== 'string' || typeof Name !== 'string') return null;
  if (typeof Email !== 'string' || typeof UserName !== 'string') return null;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= now) return null;
  return { Id, Name, Email, UserName, iat, exp };
}
