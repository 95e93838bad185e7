import { requestFrom } from '@sportif/testing/request-from';
import { floodSignInUntilStopped, type StatusCounts } from '@sportif/testing/sign-in-flood';

/** What the staff member's sign-ins got while the flood ran, and what the flood got. */
export interface FloodOutcome {
  /** The status of each of the staff member's sign-ins, in order. */
  staff: number[];
  /** How long each took, in ms. */
  staffMs: number[];
  flood: StatusCounts;
}

/**
 * Floods `url`'s sign-in with wrong passwords (floodSignInUntilStopped: `connections` over `addresses`) and,
 * once every attacker connection has had its first answer, signs the staff member in `attempts`
 * times, one after the other, from `staffAddress`, an address that has never failed.
 */
export async function staffSignInsUnderFlood(options: {
  url: string;
  userName: string;
  password: string;
  staffAddress: string;
  addresses: string[];
  connections: number;
  attempts: number;
}): Promise<FloodOutcome> {
  const flood = floodSignInUntilStopped({
    url: options.url,
    addresses: options.addresses,
    connections: options.connections,
  });
  const staff: number[] = [];
  const staffMs: number[] = [];
  try {
    await flood.started;
    for (let attempt = 0; attempt < options.attempts; attempt++) {
      const started = performance.now();
      const response = await requestFrom(options.staffAddress, `${options.url}/api/Auth/Login`, {
        method: 'POST',
        body: { emailOrUserName: options.userName, password: options.password },
      });
      staffMs.push(Math.round(performance.now() - started));
      staff.push(response.status);
    }
  } catch (error) {
    await flood.stop();
    throw error;
  }
  return { staff, staffMs, flood: await flood.stop() };
}

/** The floods both sign-in fairness tests run (pnpm start, and nginx with two API instances). */
export const signInFloods = [
  { name: 'one address on 50 connections', addresses: loopbackAddresses(10, 1), connections: 50 },
  { name: '80 addresses', addresses: loopbackAddresses(10, 80), connections: 80 },
];

/** Of the staff member's 20 sign-ins under a flood, at least 19 must succeed. */
export const staffAttempts = { attempts: 20, mustSucceed: 19 } as const;

/** `count` loopback addresses from 127.0.0.`first` on. */
export function loopbackAddresses(first: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, n) => `127.0.${Math.floor((first + n) / 256)}.${(first + n) % 256}`,
  );
}
