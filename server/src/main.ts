import { startNode } from './node.ts';

/**
 * The site server alone: one web node over the release store as it is. It puts nothing live
 * (`pnpm start` releases the checkout's builds through the gate first when the store has none;
 * `pnpm releases --init` does it for a node started otherwise).
 */
await startNode();
