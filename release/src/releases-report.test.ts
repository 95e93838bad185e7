import { describe, expect, it } from 'vitest';
import { markOf, releasesReport, renderReleasesTable } from './releases-report.ts';
import type { VersionRecord } from './store/local-copy.ts';
import type { GateRecord } from './store/store-rows.ts';

const at = (minute: number) => `2026-11-02T09:${String(minute).padStart(2, '0')}:00.000Z`;
const outcome = (
  _version: string,
  kind: GateRecord['outcome'],
  minute: number,
  reason?: string,
): GateRecord => ({
  outcome: kind,
  at: at(minute),
  ...(reason ? { reason } : {}),
});

describe('the marks of pnpm releases', () => {
  it('put live and fallback first, then the gate’s last word: refused, forced, else stored', () => {
    expect(markOf('a', 'a', 'b', outcome('a', 'forced', 1))).toBe('live');
    expect(markOf('b', 'a', 'b', undefined)).toBe('fallback');
    expect(markOf('c', 'a', 'b', outcome('c', 'refused', 1, 'smoke check: x'))).toBe('refused');
    expect(markOf('d', 'a', 'b', outcome('d', 'forced', 1))).toBe('forced');
    expect(markOf('e', 'a', 'b', outcome('e', 'passed', 1))).toBe('stored');
    expect(markOf('f', 'a', null, undefined)).toBe('stored');
  });

  it('show each version with its mark, who stored it, the time and the reason of a refusal, under the store’s database', async () => {
    const stored = (
      version: string,
      minute: number,
      gate: GateRecord,
    ): VersionRecord & { gate: GateRecord } => ({
      app: 'remote-media',
      version,
      createdAt: at(minute),
      sequence: minute,
      bytes: 2048,
      integrity: {},
      releasedBy: 'ayse@ci-1',
      gate,
    });
    const report = await releasesReport(
      'PostgreSQL postgresql://sportif@db.internal:5432/sportif',
      7,
      ['remote-media', 'shell'],
      { 'remote-media': ['media00003', 'media00001'] },
      async (app) =>
        app === 'remote-media'
          ? [
              stored('media00003', 4, outcome('media00003', 'forced', 5)),
              stored(
                'media00002',
                2,
                outcome(
                  'media00002',
                  'refused',
                  3,
                  'contract check: remote-public public0001 loads remote_media/Gallery, which this version no longer exposes',
                ),
              ),
              stored('media00001', 0, outcome('media00001', 'passed', 1)),
            ]
          : [],
    );
    expect(report.apps['remote-media']?.versions.map(({ version, mark }) => [version, mark])).toEqual([
      ['media00003', 'live'],
      ['media00002', 'refused'],
      ['media00001', 'fallback'],
    ]);
    expect(renderReleasesTable(report).split('\n')).toEqual([
      'Release store: PostgreSQL postgresql://sportif@db.internal:5432/sportif (live state revision 7)',
      '',
      'remote-media',
      '  media00003  2026-11-02 09:04:00 UTC  ayse@ci-1     2.0 KB  live      forced live 2026-11-02 09:05:00 UTC, without the gate',
      '  media00002  2026-11-02 09:02:00 UTC  ayse@ci-1     2.0 KB  refused   refused 2026-11-02 09:03:00 UTC: contract check: remote-public public0001 loads remote_media/Gallery, which this version no longer exposes',
      '  media00001  2026-11-02 09:00:00 UTC  ayse@ci-1     2.0 KB  fallback  passed the gate 2026-11-02 09:01:00 UTC',
      '',
      'shell',
      '  (nothing released)',
    ]);
  });
});
