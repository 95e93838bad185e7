/**
 * What other features use of sign-in (issue 37): who made a request (`signedInStaff`), tokens,
 * password hashes and the queue they wait in, and the claims of a user's token.
 */
export type { HashQueue } from './hash-queue.ts';
export { signJwt } from './jwt.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { type StaffMember, signedInStaff } from './staff-access.ts';
export { tokenUserOf, type UserRecord } from './users-repository.ts';
