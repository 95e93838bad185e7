import type { ApiLogger } from '../../logger.ts';
import { composeContactMail } from './contact-mail.ts';
import { type DeliveryPolicy, isPermanentFailure, retryDelayMs } from './delivery-policy.ts';
import type { DeliverMail, DeliveryResult } from './mail-delivery.ts';
import type { OutboxRepository } from './outbox-repository.ts';

export interface MailWorker {
  /** A message was stored: look at once instead of at the next poll. */
  wake(): void;
  /** Finishes the delivery in progress, then stops. */
  stop(): Promise<void>;
}

export interface MailWorkerDeps {
  outbox: OutboxRepository;
  deliver: DeliverMail;
  addresses: { from: string; to: string };
  policy: DeliveryPolicy;
  logger: ApiLogger;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers the outbox one message at a time: claim a due message, hand it over, then mark it
 * sent (or stored, when it only went to a file on this server); after a failure schedule a retry with exponential backoff, or mark it failed when the
 * server refused it for good or the attempts are used up. Delivery is at least once: a process
 * that dies between handing a message over and marking it sent delivers it again later.
 */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const { outbox, policy, logger } = deps;
  let stopped = false;
  let wakeRequested = false;
  let endSleep: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakeRequested || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        endSleep = undefined;
        resolve();
      }
      endSleep = done;
    });

  async function deliverOne(): Promise<boolean> {
    const claim = await outbox.claimNext(policy.leaseSeconds);
    if (!claim) return false;
    let result: DeliveryResult;
    try {
      result = await deps.deliver(composeContactMail(claim, deps.addresses), claim.id, claim.createdAt);
    } catch (error) {
      if (isPermanentFailure(error) || claim.attempts >= policy.maxAttempts) {
        logger.error(
          `Contact message ${claim.id} could not be delivered (attempt ${claim.attempts}); marked failed`,
          error,
        );
        await outbox.markFailed(claim, describe(error));
      } else {
        const delayMs = retryDelayMs(claim.attempts, policy);
        logger.info(
          `Contact message ${claim.id}: attempt ${claim.attempts} failed (${describe(error)}); next in ${delayMs / 1000} s`,
        );
        await outbox.scheduleRetry(claim, delayMs / 1000, describe(error));
      }
      return true;
    }
    await outbox.markDelivered(claim, result);
    return true;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      wakeRequested = false;
      let worked = false;
      try {
        worked = await deliverOne();
      } catch (error) {
        logger.error('The mail worker could not reach the outbox', error);
      }
      if (!worked) await sleep(policy.pollIntervalMs);
    }
  }

  const running = run();

  return {
    wake() {
      wakeRequested = true;
      endSleep?.();
    },
    async stop() {
      stopped = true;
      endSleep?.();
      await running;
    },
  };
}
