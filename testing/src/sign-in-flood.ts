import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { requestFrom } from './request-from.ts';

/**
 * A flood of wrong sign-ins against a site while its other responses are probed: for the e2e test
 * that the site keeps answering, and for `pnpm bench:sign-in-flood`, which times those answers.
 * The attackers run in a process of their own at the lowest priority, as they would be on other
 * machines: sending their requests and reading the answers neither holds up the event loop that
 * probes the site meanwhile, nor takes a core from the site.
 */

interface Orders {
  url: string;
  attackers: number;
  waves: number;
}

/** How many answers of each status the attempts got. */
export type StatusCounts = Record<number, number>;

/** A flood that runs until it is stopped: `connections` in all, spread over `addresses`. */
interface FloodOrders {
  url: string;
  addresses: string[];
  connections: number;
}

/**
 * Sends `waves` waves of `attackers` wrong sign-ins at once, each attacker from its own loopback
 * address (127.0.0.10 and up) for an account nobody else tries; a wave starts when the last
 * answer of the one before has arrived. Resolves with the statuses once every wave is answered.
 */
export function attackSignIn(orders: Orders): Promise<StatusCounts> {
  return runAttackers('attack', orders).answers;
}

/**
 * Wrong sign-ins without pause: each of `connections` sends one (from its address, addresses taken
 * in turn) as soon as the answer to its last one has arrived, whatever that answer was, as an
 * attacker who ignores Retry-After would. Each attempt names an account nobody else tries. Runs
 * until `stop()`, which resolves with the statuses of the attempts answered so far; `started`
 * resolves once every connection has had an answer.
 */
export function floodSignInUntilStopped(orders: FloodOrders): {
  started: Promise<void>;
  stop: () => Promise<StatusCounts>;
} {
  const attackers = runAttackers('flood', orders);
  return {
    started: attackers.started,
    stop: () => {
      attackers.child.send('stop');
      return attackers.answers;
    },
  };
}

function runAttackers(mode: 'attack' | 'flood', orders: Orders | FloodOrders) {
  const child = fork(fileURLToPath(import.meta.url), [mode], { execArgv: ['--import', 'tsx'] });
  if (child.pid !== undefined) setPriority(child.pid, 19);
  let resolveStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    resolveStarted = resolve;
  });
  const answers = new Promise<StatusCounts>((resolve, reject) => {
    let counts: StatusCounts | undefined;
    child.on('message', (message: StatusCounts | 'started') => {
      if (message === 'started') resolveStarted();
      else counts = message;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      counts ? resolve(counts) : reject(new Error(`The attackers' process exited (${code}) without answers`)),
    );
  });
  child.send(orders);
  return { child, started, answers };
}

async function attack({ url, attackers, waves }: Orders): Promise<StatusCounts> {
  const answers: StatusCounts = {};
  for (let round = 0; round < waves; round++) {
    await Promise.all(
      Array.from({ length: attackers }, async (_, n) => {
        const response = await requestFrom(`127.0.0.${10 + n}`, `${url}/api/Auth/Login`, {
          method: 'POST',
          body: { emailOrUserName: `kimse-${round}-${n}@example.com`, password: 'yanlış-şifre' },
        });
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      }),
    );
  }
  return answers;
}

/** One probe's answer: its status and how long it took. */
export interface ProbeAnswer {
  status: number;
  ms: number;
}

export interface FloodOutcome {
  /** The statuses the sign-in attempts got. */
  answers: StatusCounts;
  floodMs: number;
  /** GET / during the flood (the page is rendered: 200). */
  page: ProbeAnswer[];
  /** POST /api/Examples/GetAll without a token during the flood (401). */
  refused: ProbeAnswer[];
  /** What `memoryMiB` said before the flood, then at each probe. */
  memoryBeforeMiB: number;
  memoryMiB: number[];
}

/**
 * Sends `waves` waves of `attackers` wrong sign-ins at once to the site at `url` (attackSignIn)
 * and, every `probeEveryMs` meanwhile, a GET of / and a guarded API call without a token, each
 * from 127.0.0.1 on a connection of its own, none waiting for another. The paths are warmed up
 * first, so that code loaded on first use is not in the answers' times. `memoryMiB` reads the
 * site's memory at each probe.
 */
export async function floodSignIn(
  url: string,
  {
    attackers = 80,
    waves = 3,
    probeEveryMs = 50,
    memoryMiB = async () => Number.NaN,
  }: { attackers?: number; waves?: number; probeEveryMs?: number; memoryMiB?: () => Promise<number> } = {},
): Promise<FloodOutcome> {
  const probe = async (path: string, method: string): Promise<ProbeAnswer> => {
    const started = performance.now();
    const { status } = await requestFrom('127.0.0.1', `${url}${path}`, { method });
    return { status, ms: performance.now() - started };
  };
  const probePage = () => probe('/', 'GET');
  const probeRefused = () => probe('/api/Examples/GetAll', 'POST');
  await Promise.all([probePage(), probeRefused()]);
  const warmUp = await requestFrom('127.0.0.9', `${url}/api/Auth/Login`, {
    method: 'POST',
    body: { emailOrUserName: 'isinma@example.com', password: 'yanlış-şifre' },
  });
  if (warmUp.status !== 403) throw new Error(`A wrong sign-in was answered ${warmUp.status}, not 403`);

  const memoryBeforeMiB = await memoryMiB();
  const page: Promise<ProbeAnswer>[] = [];
  const refused: Promise<ProbeAnswer>[] = [];
  const memory: Promise<number>[] = [];
  const sendProbes = () => {
    page.push(probePage());
    refused.push(probeRefused());
    memory.push(memoryMiB());
  };
  sendProbes();
  const clock = setInterval(sendProbes, probeEveryMs);
  const floodStarted = performance.now();
  let answers: StatusCounts;
  try {
    answers = await attackSignIn({ url, attackers, waves });
  } finally {
    clearInterval(clock);
  }
  const floodMs = performance.now() - floodStarted;
  return {
    answers,
    floodMs,
    page: await Promise.all(page),
    refused: await Promise.all(refused),
    memoryBeforeMiB,
    memoryMiB: await Promise.all(memory),
  };
}

async function flood({ url, addresses, connections }: FloodOrders): Promise<StatusCounts> {
  const answers: StatusCounts = {};
  let stopped = false;
  process.on('message', (message) => {
    if (message === 'stop') stopped = true;
  });
  let attempt = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, n) => {
      const address = addresses[n % addresses.length] as string;
      let first = true;
      while (!stopped) {
        attempt++;
        const response = await requestFrom(address, `${url}/api/Auth/Login`, {
          method: 'POST',
          body: { emailOrUserName: `saldiran-${attempt}@example.com`, password: 'yanlış-şifre' },
        }).catch(() => ({ status: 0 }));
        answers[response.status] = (answers[response.status] ?? 0) + 1;
        if (first && ++answered === connections) process.send?.('started');
        first = false;
      }
    }),
  );
  return answers;
}

if (process.argv[2] === 'attack' || process.argv[2] === 'flood') {
  const mode = process.argv[2];
  process.once('message', (orders: Orders & FloodOrders) => {
    void (mode === 'attack' ? attack(orders) : flood(orders)).then((answers) =>
      process.send?.(answers, () => process.disconnect()),
    );
  });
}
