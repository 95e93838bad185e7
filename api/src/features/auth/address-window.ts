/**
 * Client addresses this API instance has noted, each for `seconds` (the throttle's window); the
 * login service keeps two (login-service.ts): the doubtful ones, whose attempts wait behind the
 * others, and the trusted ones, which signed in with a right password and wait ahead of them. The
 * counts themselves stay in PostgreSQL (login-throttle.ts), which every instance asks. At most
 * `maxAddresses` are kept: the one noted longest ago goes first.
 */
export function createAddressWindow({
  seconds,
  maxAddresses = 10_000,
  nowMs = Date.now,
}: {
  /** How long an address stays noted (the throttle's window). */
  seconds: number;
  maxAddresses?: number;
  nowMs?: () => number;
}) {
  const notedUntil = new Map<string, number>();
  return {
    /** Whether `address` was noted within the window. */
    has(address: string): boolean {
      return (notedUntil.get(address) ?? 0) > nowMs();
    },
    /** Forgets `address` (a trusted address that failed). */
    forget(address: string): void {
      notedUntil.delete(address);
    },
    /** Notes `address` now. */
    add(address: string): void {
      notedUntil.delete(address);
      if (notedUntil.size >= maxAddresses) notedUntil.delete(notedUntil.keys().next().value as string);
      notedUntil.set(address, nowMs() + seconds * 1000);
    },
  };
}

export type AddressWindow = ReturnType<typeof createAddressWindow>;
