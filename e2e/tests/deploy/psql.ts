import { spawnSync } from 'node:child_process';

/**
 * Runs one query with Debian's psql against `databaseUrl` and returns its rows, each a list of
 * fields. `variables` are passed with -v and quoted by psql (`:'name'` in the query).
 */
export function psql(databaseUrl: string, query: string, variables: Record<string, string> = {}): string[][] {
  const args = ['-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1', '-F', '\t', '-d', databaseUrl];
  for (const [name, value] of Object.entries(variables)) args.push('-v', `${name}=${value}`);
  const result = spawnSync('psql', args, { input: query, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error?.message}`);
  return result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}
