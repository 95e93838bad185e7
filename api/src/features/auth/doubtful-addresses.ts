/**
 * The client addresses whose sign-in attempts this API instance puts behind clean ones, for the
 * throttle's window: those it saw fail, and those whose attempt a flood of clean ones turned away
 * from the queue (each fresh address of such a flood gets one turn in the clean line, not one
 * per retry). An attempt from one of them takes its place in the queue before any database work,
 * so a full line refuses it without asking the database. The counts themselves stay in PostgreSQL
 * (login-throttle.ts), which every instance asks. At most `maxAddresses` are kept: the one noted
 * longest ago goes first.
 */
export function createDoubtfulAddresses({
  failureSeconds,
  maxAddresses = 10_000,
  nowMs = Date.now,
}: {
  /** How long an address stays doubtful (the throttle's window). */
  failureSeconds: number;
  maxAddresses?: number;
  nowMs?: () => number;
}) {
  const failedUntil = new Map<string, number>();
  return {
    /** Whether `address` was noted within the window. */
    has(address: string): boolean {
      return (failedUntil.get(address) ?? 0) > nowMs();
    },
    /** Notes `address` now. */
    add(address: string): void {
      failedUntil.delete(address);
      if (failedUntil.size >= maxAddresses) failedUntil.delete(failedUntil.keys().next().value as string);
      failedUntil.set(address, nowMs() + failureSeconds * 1000);
    },
  };
}

export type DoubtfulAddresses = ReturnType<typeof createDoubtfulAddresses>;
