import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minJwtSecretBytes } from './settings.ts';

const isErrorCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(secret, 'utf8') < minJwtSecretBytes) {
      throw new Error(
        `${file} holds a key shorter than ${minJwtSecretBytes} bytes: delete it to have a new one made.`,
      );
    }
    return secret;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * The token key used when JWT_SECRET is unset (outside production): generated once, kept in
 * `<dataDir>/jwt-secret` (readable by the owner only), so tokens survive a restart.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if (isErrorCode(error, 'EEXIST')) return (await readSecret(file)) as string;
    throw error;
  }
}
