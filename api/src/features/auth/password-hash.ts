import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory a hash, and CPU to match). */
const params = { logN: 17, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;

function deriveKey(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  // Async on purpose: the derivation runs in libuv's pool, so the event loop keeps serving.
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const format = (salt: Buffer, key: Buffer) =>
  `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** A PHC-style string: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  return format(salt, await deriveKey(password, salt, params.logN, params.r, params.p));
}

const stored = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/**
 * Stands in for the hash of a user who does not exist, so that signing in as nobody costs the
 * same scrypt as a wrong password (same status, same message, similar timing).
 */
export const unknownUserHash = format(randomBytes(saltLength), randomBytes(keyLength));

/** Whether `password` matches `hash`; false for a hash in any other format. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = stored.exec(hash);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
