import { describe, expect, it } from 'vitest';
import { createAddressWindow } from './address-window.ts';

describe('createAddressWindow', () => {
  it('remembers an address for the window', () => {
    let now = 1_000_000;
    const doubtful = createAddressWindow({ seconds: 900, nowMs: () => now });
    expect(doubtful.has('10.0.0.1')).toBe(false);
    doubtful.add('10.0.0.1');
    now += 899_000;
    expect([doubtful.has('10.0.0.1'), doubtful.has('10.0.0.2')]).toEqual([true, false]);
    now += 1000;
    expect(doubtful.has('10.0.0.1')).toBe(false);
  });

  it('keeps at most `maxAddresses`, forgetting the one noted longest ago', () => {
    const doubtful = createAddressWindow({ seconds: 900, maxAddresses: 2 });
    doubtful.add('a');
    doubtful.add('b');
    doubtful.add('a');
    doubtful.add('c');
    expect(['a', 'b', 'c'].map((address) => doubtful.has(address))).toEqual([true, false, true]);
  });

  it('forgets an address at once', () => {
    const trusted = createAddressWindow({ seconds: 900 });
    trusted.add('10.0.0.1');
    trusted.forget('10.0.0.1');
    expect(trusted.has('10.0.0.1')).toBe(false);
  });
});
