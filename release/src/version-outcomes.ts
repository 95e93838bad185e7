import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, isFrontEndApp } from '@sportif/contract/apps';

/** What the gate did with a version: let it go live, refused it, or was skipped (`--force`). */
export type GateOutcome = 'passed' | 'refused' | 'forced';

/**
 * One gate outcome of one version, as a plain record: a later store in PostgreSQL takes these
 * over as rows. A version can have several (refused, then forced); the newest counts.
 */
export interface VersionOutcome {
  app: FrontEndApp;
  version: string;
  outcome: GateOutcome;
  /** ISO time of the outcome. */
  at: string;
  /** For a refusal: the gate's reason in one line. */
  reason?: string;
}

/**
 * The outcomes of every release, one JSON record a line, at the store's root (not in an app's
 * folder, which a static server serves; not in a version's folder, which is written once).
 */
export const outcomesFileName = 'outcomes.jsonl';

const gateOutcomes: readonly string[] = ['passed', 'refused', 'forced'] satisfies GateOutcome[];

function parseOutcome(line: string): VersionOutcome | undefined {
  let record: Partial<Record<keyof VersionOutcome, unknown>>;
  try {
    record = JSON.parse(line);
  } catch {
    // A line cut short by a crash while it was appended: the outcomes before it still count.
    return undefined;
  }
  const { app, version, outcome, at, reason } = record;
  if (
    typeof app !== 'string' ||
    !isFrontEndApp(app) ||
    typeof version !== 'string' ||
    typeof outcome !== 'string' ||
    !gateOutcomes.includes(outcome) ||
    typeof at !== 'string'
  )
    return undefined;
  return {
    app,
    version,
    outcome: outcome as GateOutcome,
    at,
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

/** The outcomes in a file's text, oldest first; lines that are not outcomes are skipped. */
export const parseOutcomes = (text: string): VersionOutcome[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => parseOutcome(line) ?? []);

/**
 * Adds outcomes to the store at `root`. Each is one append of one line, so releases of
 * different apps that finish together never lose each other's.
 */
export async function recordOutcomes(root: string, outcomes: readonly VersionOutcome[]): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const outcome of outcomes)
    await appendFile(join(root, outcomesFileName), `${JSON.stringify(outcome)}\n`);
}

/** Every outcome recorded in the store at `root`, oldest first; none before the first release. */
export async function readOutcomes(root: string): Promise<VersionOutcome[]> {
  try {
    return parseOutcomes(await readFile(join(root, outcomesFileName), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The newest outcome of each version of `app`, by version. */
export function latestOutcomes(
  outcomes: readonly VersionOutcome[],
  app: FrontEndApp,
): Map<string, VersionOutcome> {
  const latest = new Map<string, VersionOutcome>();
  for (const outcome of outcomes) if (outcome.app === app) latest.set(outcome.version, outcome);
  return latest;
}
