import type { ContactMessageSummary } from '@sportif/contract';

/** Bounds of the wait before the screen asks again while a message is on its way. */
export const refreshBounds = { minMs: 1_000, maxMs: 30_000 } as const;
/** Past its time, a next attempt takes a moment to be made and recorded. */
const settleMs = 500;

/**
 * How long the screen waits before loading the messages again, so a delivery's progress shows
 * without a click: just after the soonest next attempt of a pending message (a message being
 * sent now: the shortest wait), within the bounds. Null when no message shown is on its way.
 */
export function refreshDelayMs(messages: readonly ContactMessageSummary[], nowMs: number): number | null {
  let soonest: number | null = null;
  for (const message of messages) {
    if (message.status !== 'pending' && message.status !== 'sending') continue;
    const due = message.nextAttemptAt === null ? 0 : Date.parse(message.nextAttemptAt) - nowMs + settleMs;
    soonest = soonest === null ? due : Math.min(soonest, due);
  }
  if (soonest === null) return null;
  return Math.min(refreshBounds.maxMs, Math.max(refreshBounds.minMs, soonest));
}
