import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'sportif-api-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const marker = (text: string) => `writeSync(2, '${text}\\n');`;

/** Opens embedded PGlite as the API does, commits one row, then checkpoints, marking each step on stderr. */
const script = `
import { writeSync } from 'node:fs';
import { openPGliteDatabase } from ${JSON.stringify(join(import.meta.dirname, '../src/db/pglite-database.ts'))};
const db = await openPGliteDatabase(process.argv[1]);
await db.exec('CREATE TABLE durable (note text)');
${marker('commit-starts')}
await db.query('INSERT INTO durable VALUES ($1)', ['kalıcı']);
${marker('commit-answered')}
await db.exec('CHECKPOINT');
${marker('checkpoint-done')}
await db.close();
`;

/** The syscalls strace saw between two markers: `fsync(12</path/to/file>) = 0` and the like. */
function callsBetween(trace: string, from: string, to: string): string[] {
  const lines = trace.split('\n');
  const start = lines.findIndex((line) => line.includes(`"${from}\\n"`));
  const end = lines.findIndex((line) => line.includes(`"${to}\\n"`));
  expect(start, `${from} in the trace`).toBeGreaterThan(-1);
  expect(end, `${to} in the trace`).toBeGreaterThan(start);
  return lines.slice(start + 1, end).filter((line) => /\b(fsync|fdatasync)\(/.test(line));
}

describe('embedded PGlite durability (seen with strace)', () => {
  it('flushes the WAL to disk before a commit answers, and the data files at a checkpoint', () => {
    const strace = spawnSync('strace', ['-V'], { encoding: 'utf8' });
    expect(strace.status, 'strace is needed for this test: apt-get install -y strace').toBe(0);
    const traceFile = join(dir, 'trace.txt');
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-y',
        '-e',
        'trace=fsync,fdatasync,write',
        '-o',
        traceFile,
        process.execPath,
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        join(dir, 'pglite'),
      ],
      { encoding: 'utf8', timeout: 240_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const trace = readFileSync(traceFile, 'utf8');

    const atCommit = callsBetween(trace, 'commit-starts', 'commit-answered');
    expect(
      atCommit.some((line) => /<[^>]*\/pg_wal\/[0-9A-F]{24}>/.test(line) && / = 0$/.test(line)),
      atCommit.join('\n'),
    ).toBe(true);
    const atCheckpoint = callsBetween(trace, 'commit-answered', 'checkpoint-done');
    expect(
      atCheckpoint.some((line) => /<[^>]*\/base\/\d+\/\d+>/.test(line)),
      atCheckpoint.join('\n'),
    ).toBe(true);
  });
});
