import { describe, expect, it } from 'vitest';
import { parseOutcomes, type VersionOutcome } from './version-outcomes.ts';

const refused: VersionOutcome = {
  app: 'remote-media',
  version: 'media00002',
  outcome: 'refused',
  at: '2026-11-02T09:01:30.000Z',
  reason: 'smoke check: /umitkoy: page error: kırık',
};

describe('the gate outcomes of the store', () => {
  it('are read back as recorded, skipping a line cut short or not an outcome', () => {
    const forced = {
      ...refused,
      outcome: 'forced' as const,
      at: '2026-11-02T09:05:00.000Z',
      reason: undefined,
    };
    const text = [
      JSON.stringify(refused),
      '{"app":"remote-media","version":"media00003","outc',
      JSON.stringify({ ...refused, app: 'backend' }),
      JSON.stringify({ ...refused, outcome: 'maybe' }),
      JSON.stringify({ app: 'remote-media', version: 'media00002', outcome: 'forced', at: forced.at }),
      '',
    ].join('\n');
    expect(parseOutcomes(text)).toEqual([
      refused,
      { app: 'remote-media', version: 'media00002', outcome: 'forced', at: forced.at },
    ]);
  });
});
