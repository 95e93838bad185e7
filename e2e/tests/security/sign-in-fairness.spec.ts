import { staff } from '../../support/admin-session';
import { startSiteProcess } from '../../support/site-process';
import { signInFloods, staffAttempts, staffSignInsUnderFlood } from '../../support/staff-sign-in-under-flood';
import { expect, test } from '../../support/test';

// One flood at a time: two at once on this machine would measure each other.
test.describe.configure({ mode: 'default' });

for (const flood of signInFloods) {
  test(`the staff member signs in from a clean address while ${flood.name} flood the sign-in of pnpm start`, async () => {
    test.setTimeout(180_000);
    const site = await startSiteProcess();
    try {
      const outcome = await staffSignInsUnderFlood({
        ...flood,
        url: site.url,
        userName: staff.userName,
        password: staff.password,
        staffAddress: '127.0.0.2',
        attempts: staffAttempts.attempts,
      });
      console.log(`sign-in under a flood of ${flood.name} (pnpm start): ${JSON.stringify(outcome)}`);
      expect(outcome.staff.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
        staffAttempts.mustSucceed,
      );
      expect(outcome.flood[500]).toBeUndefined();
    } finally {
      await site.stop();
    }
  });
}
