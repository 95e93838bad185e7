import { floodSignIn } from '@sportif/testing/sign-in-flood';
import { startSiteProcess } from '../../support/site-process';
import { expect, test } from '../../support/test';

const attackers = 80;
const waves = 3;

/**
 * The site keeps answering everyone else while its sign-in is flooded. How fast it answers meanwhile
 * is measured, and held to its target, by `pnpm bench:sign-in-flood` on a machine left to it.
 */
test(`${attackers} sign-in attempts at once from ${attackers} addresses, ${waves} times: none fails, and / and a guarded route keep answering`, async () => {
  // A server of its own: the load and its throttled addresses reach no other test.
  const site = await startSiteProcess();
  try {
    const outcome = await floodSignIn(site.url, { attackers, waves });
    const attempts = Object.values(outcome.answers).reduce((sum, count) => sum + count, 0);
    expect(attempts).toBe(attackers * waves);
    // Refused (403), or turned away by the hash queue (429): never an error.
    expect(Object.keys(outcome.answers).filter((status) => !['403', '429'].includes(status))).toEqual([]);
    expect(outcome.page.length).toBeGreaterThan(0);
    expect(new Set(outcome.page.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(outcome.refused.map((answer) => answer.status))).toEqual(new Set([401]));
    expect(site.process.exitCode).toBeNull();
  } finally {
    await site.stop();
  }
});
