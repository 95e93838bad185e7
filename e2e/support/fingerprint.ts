import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The SHA-256 of every file under `dir`, by its path below `dir`: equal means byte for byte the same. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    result[path.slice(dir.length)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return result;
}
