import { describe, expect, it } from 'vitest';
import { describeReleaseFailure, parseReleaseFailure } from './release-failure-log.ts';

const report = {
  remote: 'remote_media',
  version: '5201dc3294',
  fallbackVersion: '8753c8ebdb',
  module: './Gallery',
  reason: 'kırık sürüm',
};

describe('release failure reports', () => {
  it('logs a report as a browser report naming the remote, the failed version, the module, the reason and the version that served', () => {
    const parsed = parseReleaseFailure(JSON.stringify(report));
    expect(parsed).toEqual(report);
    expect(describeReleaseFailure(parsed as NonNullable<typeof parsed>)).toBe(
      '[release] browser report: remote_media 5201dc3294 failed loading ./Gallery: kırık sürüm; served by 8753c8ebdb instead',
    );
  });

  it('keeps a report on one line, whatever it holds', () => {
    const parsed = parseReleaseFailure({ ...report, reason: 'a\n[release] forged\r\u2028x' });
    expect(describeReleaseFailure(parsed as NonNullable<typeof parsed>)).toBe(
      '[release] browser report: remote_media 5201dc3294 failed loading ./Gallery: a [release] forged x; served by 8753c8ebdb instead',
    );
    expect(parseReleaseFailure({ ...report, reason: undefined })?.reason).toBe('(no reason)');
  });

  it('refuses what is not a report: no JSON, no object, a remote, module or version name of another shape', () => {
    for (const body of [
      'not json',
      'null',
      { ...report, remote: 'x y' },
      { ...report, module: 'Gallery' },
      { ...report, module: './a/../b' },
      { ...report, version: 'x' },
      { ...report, version: undefined },
      { ...report, fallbackVersion: '5201dc3294 ' },
      { ...report, fallbackVersion: undefined },
    ]) {
      expect(parseReleaseFailure(body), JSON.stringify(body)).toBeUndefined();
    }
  });
});
