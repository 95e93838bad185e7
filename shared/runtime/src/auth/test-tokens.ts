/**
 * For tests only (`@sportif/runtime/test-tokens`): tokens the browser accepts. It reads a token's
 * payload and never verifies its signature (the API does), so none is needed here.
 */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token whose payload is `payload`, with the HS256 header and a placeholder signature. */
export const unsignedToken = (payload: unknown): string =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.sig`;

/** The seeded staff user's token (a Yönetici, unless `role` says otherwise), expiring at `exp` (seconds since the epoch). */
export const staffTokenExpiringAt = (exp: number, role: 'yonetici' | 'editor' = 'yonetici'): string =>
  unsignedToken({
    Id: '1',
    Name: 'Yönetici',
    Email: 'admin@example.com',
    UserName: 'admin',
    Role: role,
    exp,
  });

/** The seeded staff user's token, expiring `seconds` from now (negative: already expired). */
export const staffTokenExpiringIn = (seconds: number, role: 'yonetici' | 'editor' = 'yonetici'): string =>
  staffTokenExpiringAt(Math.floor(Date.now() / 1000) + seconds, role);
