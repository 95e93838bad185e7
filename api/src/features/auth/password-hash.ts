import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

interface HashParams {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory a hash, and CPU to match). */
export const productionHashParams: HashParams = { logN: 17, r: 8, p: 1 };

/**
 * The parameters new hashes get. Only under NODE_ENV=test, `TEST_PASSWORD_HASH_LOG_N` may lower N
 * (vitest sets it: the API's tests sign in hundreds of times and test the throttle, the queue and
 * the accounts, not scrypt's cost). Anywhere else it is ignored: a misplaced setting can never
 * weaken a real site's hashes. A stored hash names its own parameters, so either kind verifies.
 */
export function hashParamsFor(env: NodeJS.ProcessEnv): HashParams {
  const lowered = Number(env.TEST_PASSWORD_HASH_LOG_N);
  const allowed = env.NODE_ENV === 'test' && Number.isInteger(lowered) && lowered >= 10;
  return allowed
    ? { ...productionHashParams, logN: Math.min(lowered, productionHashParams.logN) }
    : productionHashParams;
}

/** Read at each hash, so that a test of scrypt's timing can ask for the real cost. */
const currentParams = () => hashParamsFor(process.env);
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

const format = (salt: Buffer, key: Buffer, { logN, r, p }: HashParams) =>
  `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** A PHC-style string: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64). */
export async function hashPassword(
  password: string,
  parameters: HashParams = currentParams(),
): Promise<string> {
  const salt = randomBytes(saltLength);
  return format(
    salt,
    await deriveKey(password, salt, parameters.logN, parameters.r, parameters.p),
    parameters,
  );
}

const stored = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

const unknownUserHashes = new Map<number, string>();

/**
 * Stands in for the hash of a user who does not exist, so that signing in as nobody costs the
 * same scrypt as a wrong password (same status, same message, similar timing): one random hash
 * with the parameters new hashes get.
 */
export function unknownUserHash(): string {
  const parameters = currentParams();
  let hash = unknownUserHashes.get(parameters.logN);
  if (hash === undefined) {
    hash = format(randomBytes(saltLength), randomBytes(keyLength), parameters);
    unknownUserHashes.set(parameters.logN, hash);
  }
  return hash;
}

/** Whether `password` matches `hash`; false for a hash in any other format. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = stored.exec(hash);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
