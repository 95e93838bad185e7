import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');

/** The root README's folder map: each folder and the team it names ('public site', 'everyone'). */
const folderMap = [
  ...readFileSync(join(repoRoot, 'README.md'), 'utf8').matchAll(/^\| \[?`([^`]+\/)`.*\| ([^|]+?) +\|$/gm),
].map(([, folder = '', team = '']) => ({ folder, team: team.replace(/ \(.*\)$/, '') }));

/** CODEOWNERS' lines: a pattern (`*` or `/folder/`) and its owners; the last one that matches wins. */
const ownerLines = readFileSync(join(repoRoot, '.github/CODEOWNERS'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [pattern = '', ...owners] = line.trim().split(/\s+/);
    return { pattern, owners };
  });

const ownersOf = (folder: string) =>
  ownerLines.findLast(({ pattern }) => pattern === '*' || `/${folder}`.startsWith(pattern))?.owners;

const handleOf = (team: string) => `@sportif/${team.toLowerCase().replaceAll(' ', '-')}`;
const teams = [...new Set(folderMap.map(({ team }) => team).filter((team) => team !== 'everyone'))];

describe('.github/CODEOWNERS', () => {
  it('reads the folder map', () => {
    expect(folderMap.length).toBeGreaterThan(15);
    expect(teams.map(handleOf).sort()).toEqual([
      '@sportif/api',
      '@sportif/back-office',
      '@sportif/media',
      '@sportif/operations',
      '@sportif/platform',
      '@sportif/public-site',
    ]);
  });

  it.each(folderMap)("names $folder's team from the README's folder map: $team", ({ folder, team }) => {
    const expected = team === 'everyone' ? teams.map(handleOf) : [handleOf(team)];
    expect(ownersOf(folder)?.sort()).toEqual(expected.sort());
  });

  it('names no team the folder map does not', () => {
    const named = new Set(ownerLines.flatMap(({ owners }) => owners));
    expect([...named].filter((owner) => !teams.map(handleOf).includes(owner))).toEqual([]);
  });
});
