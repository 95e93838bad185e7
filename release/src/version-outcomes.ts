import { type FrontEndApp, isFrontEndApp } from '@sportif/contract/apps';

/** What the gate did with a version: let it go live, refused it, or was skipped (`--force`). */
export type GateOutcome = 'passed' | 'refused' | 'forced';

/**
 * One gate outcome of one version. A version can have several (refused, then forced); the newest
 * counts, and the store keeps it on the version's row (release_versions.gate_*).
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

/** The outcomes of the folder store of before, one JSON record a line (store/folder-import.ts reads it). */
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
