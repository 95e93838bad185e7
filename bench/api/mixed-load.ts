import { Worker } from 'node:worker_threads';
import type { RouteFigures } from './mixed-load-figures.ts';

export interface MixedLoadOptions {
  /** `http://127.0.0.1:<port>` of the server the API is mounted on. */
  origin: string;
  /** The API's prefix on it, `/api/`. */
  apiPath: string;
  token: string;
  connections: number;
  durationSeconds: number;
  /** Marks this bench's records (field2 of Create). */
  runId: string;
  /** Every contact message's subject is this followed by its serial, so its rows can be counted. */
  subjectPrefix: string;
  /** The serial of the first Create record and contact message (a pass goes on from the last one). */
  firstSerial: number;
}

export interface MixedLoadResult {
  /** From the first request to the last answer, the drain included. */
  elapsedSeconds: number;
  routes: RouteFigures[];
  all: RouteFigures;
  /** As autocannon counts them: connection errors and timeouts (which it counts as errors too). */
  errors: number;
  timeouts: number;
  /** SendMail requests answered 200: each must have its row in the outbox. */
  sendMailAccepted: number;
  nextSerial: number;
}

/**
 * Node 20 does not apply tsx's `--import` hook in worker threads, so the worker registers tsx
 * itself before it loads the TypeScript file.
 */
const workerBootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./mixed-load-worker.ts', import.meta.url).href)}); })`;

/** Runs one pass of the mixed load in a worker thread (mixed-load-worker.ts) and returns its figures. */
export function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerBootstrap, { eval: true, workerData: options });
    let result: MixedLoadResult | undefined;
    worker.once('message', (message: MixedLoadResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the mixed load worker stopped (exit code ${code}) without figures`));
    });
  });
}
