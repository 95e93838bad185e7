import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { requestFrom } from '@sportif/testing/request-from';

/**
 * Sign-in attackers in a process of their own at the lowest priority, as they would be on other
 * machines: sending their requests and reading the answers neither holds up the event loop of
 * the test that times the site's other responses meanwhile, nor takes a core from the site.
 */

interface Orders {
  url: string;
  attackers: number;
  waves: number;
}

/** How many answers of each status the attempts got. */
export type StatusCounts = Record<number, number>;

/**
 * Sends `waves` waves of `attackers` wrong sign-ins at once, each attacker from its own loopback
 * address (127.0.0.10 and up) for an account nobody else tries; a wave starts when the last
 * answer of the one before has arrived. Resolves with the statuses once every wave is answered.
 */
export function attackSignIn(orders: Orders): Promise<StatusCounts> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['attack'], { execArgv: ['--import', 'tsx'] });
    if (child.pid !== undefined) setPriority(child.pid, 19);
    let answers: StatusCounts | undefined;
    child.on('message', (message: StatusCounts) => {
      answers = message;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      answers
        ? resolve(answers)
        : reject(new Error(`The attackers' process exited (${code}) without answers`)),
    );
    child.send(orders);
  });
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

if (process.argv[2] === 'attack') {
  process.once('message', (orders: Orders) => {
    void attack(orders).then((answers) => process.send?.(answers, () => process.disconnect()));
  });
}
