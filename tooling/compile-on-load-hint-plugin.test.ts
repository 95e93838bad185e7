import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileOnLoadHintPlugin, compileOnLoadHint } from './compile-on-load-hint-plugin';

/**
 * A minified production build of an entry and a lazy chunk, with integrity as the apps have it:
 * the hint must survive the minifier, and the digest the entry holds for the chunk must cover the
 * hint (else the browser refuses the chunk).
 */
let dir = '';
let files: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-on-load-hint-'));
  await writeFile(join(dir, 'index.js'), "import('./later.js').then((m) => console.log(m.greeting()));\n");
  await writeFile(join(dir, 'later.js'), "export function greeting() { return 'Merhaba'; }\n");
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: {
      path: join(dir, 'dist'),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      crossOriginLoading: 'anonymous',
    },
    plugins: [
      new CompileOnLoadHintPlugin(),
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const names = (await readdir(join(dir, 'dist'))).filter((name) => name.endsWith('.js'));
  files = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(dir, 'dist', name), 'utf8')])),
  );
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('CompileOnLoadHintPlugin', () => {
  it('opens every script of a minified build with V8 compile hint', () => {
    expect(Object.keys(files)).toHaveLength(2);
    for (const text of Object.values(files)) expect(text.startsWith(compileOnLoadHint)).toBe(true);
  });

  it('puts the hint in before the integrity digests are taken', () => {
    const [entryName, entry] = Object.entries(files).find(([name]) => name.startsWith('main.')) ?? [];
    const chunk = Object.entries(files).find(([name]) => name !== entryName)?.[1] ?? '';
    const digest = `sha256-${createHash('sha256').update(chunk).digest('base64')}`;
    expect(entry).toContain(JSON.stringify(digest));
  });
});
