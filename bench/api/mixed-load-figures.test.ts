import { describe, expect, it } from 'vitest';
import {
  combinedFigures,
  emptyTally,
  forwardedAddress,
  percentile,
  recordAnswer,
  routeFigures,
} from './mixed-load-figures.ts';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('is the largest value when there are fewer than 100, and NaN when there are none', () => {
    expect(percentile([3, 1, 2], 99)).toBe(3);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('recordAnswer and routeFigures', () => {
  it('counts 2xx, 429 and other statuses apart and the sent requests never answered', () => {
    const tally = emptyTally();
    tally.sent = 7;
    recordAnswer(tally, 200, 4);
    recordAnswer(tally, 204, 2);
    recordAnswer(tally, 429, 1);
    recordAnswer(tally, 403, 3);
    recordAnswer(tally, 500, 10);
    expect(routeFigures('Email/SendMail', tally, 2)).toEqual({
      route: 'Email/SendMail',
      sent: 7,
      ok: 2,
      throttled: 1,
      otherStatus: 2,
      unanswered: 2,
      requestsPerSecond: 2.5,
      p99Ms: 10,
      averageMs: 4,
    });
  });

  it('adds the routes together for the line of the whole run', () => {
    const first = emptyTally();
    const second = emptyTally();
    first.sent = 2;
    second.sent = 2;
    recordAnswer(first, 200, 1);
    recordAnswer(first, 200, 3);
    recordAnswer(second, 429, 8);
    expect(combinedFigures([first, second], 1)).toMatchObject({
      route: 'all',
      sent: 4,
      ok: 2,
      throttled: 1,
      unanswered: 1,
      requestsPerSecond: 3,
      p99Ms: 8,
      averageMs: 4,
    });
  });
});

describe('forwardedAddress', () => {
  it('gives each serial its own address in 10.0.0.0/8', () => {
    expect(forwardedAddress(0)).toBe('10.0.0.0');
    expect(forwardedAddress(1)).toBe('10.0.0.1');
    expect(forwardedAddress(256)).toBe('10.0.1.0');
    expect(forwardedAddress(2 ** 24 - 1)).toBe('10.255.255.255');
    const addresses = new Set(Array.from({ length: 70_000 }, (_, serial) => forwardedAddress(serial)));
    expect(addresses.size).toBe(70_000);
  });

  it('refuses serials it has no address for', () => {
    expect(() => forwardedAddress(2 ** 24)).toThrow(RangeError);
    expect(() => forwardedAddress(-1)).toThrow(RangeError);
    expect(() => forwardedAddress(1.5)).toThrow(RangeError);
  });
});
