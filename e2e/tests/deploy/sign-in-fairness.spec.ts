import { staff } from '../../support/admin-session';
import { signInFloods, staffAttempts, staffSignInsUnderFlood } from '../../support/staff-sign-in-under-flood';
import { expect, test } from '../../support/test';
import { deployEnv } from './deploy-env';

// Through nginx to the two API instances, which count failures in the one PostgreSQL server and
// each keep a hash queue of their own.
// One flood at a time: two at once on this machine would measure each other.
test.describe.configure({ mode: 'default' });

for (const flood of signInFloods) {
  test(`the staff member signs in from a clean address while ${flood.name} flood the sign-in through nginx`, async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const outcome = await staffSignInsUnderFlood({
      ...flood,
      url: baseURL as string,
      userName: staff.userName,
      password: deployEnv().adminPassword,
      staffAddress: '127.0.0.3',
      attempts: staffAttempts.attempts,
    });
    console.log(`sign-in under a flood of ${flood.name} (nginx): ${JSON.stringify(outcome)}`);
    expect(outcome.staff.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      staffAttempts.mustSucceed,
    );
    expect(outcome.flood[500]).toBeUndefined();
    expect(outcome.flood[502]).toBeUndefined();
  });
}
