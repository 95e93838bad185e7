import { describe, expect, it } from 'vitest';
import { describeReleaseFailure } from './release-failure-log.ts';

describe('describeReleaseFailure', () => {
  it('names the remote, the failed version, the module, the reason and the version that served', () => {
    const beacon = JSON.stringify({
      remote: 'remote_media',
      version: '5201dc3294',
      fallbackVersion: '8753c8ebdb',
      module: './Gallery',
      reason: 'kırık sürüm',
    });
    expect(describeReleaseFailure(beacon)).toBe(
      '[release] remote_media 5201dc3294 failed in a browser loading ./Gallery: kırık sürüm; served by 8753c8ebdb instead',
    );
  });

  it('keeps a report on one line, whatever it holds', () => {
    const line = describeReleaseFailure({ remote: 'remote_public', reason: 'a\n[release] forged\r\u2028x' });
    expect(line).toBe(
      '[release] remote_public (no version) failed in a browser loading (unknown module): a [release] forged x; served by (no fallback) instead',
    );
  });

  it('refuses what is not a report', () => {
    expect(describeReleaseFailure('not json')).toBeUndefined();
    expect(describeReleaseFailure('null')).toBeUndefined();
    expect(describeReleaseFailure({ remote: 'x y' })).toBeUndefined();
  });
});
