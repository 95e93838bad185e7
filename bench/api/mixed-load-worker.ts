import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { MixedLoadOptions, MixedLoadResult } from './mixed-load.ts';
import {
  combinedFigures,
  emptyTally,
  forwardedAddress,
  type MixedRoute,
  mixedRoutes,
  type RouteTally,
  recordAnswer,
  routeFigures,
} from './mixed-load-figures.ts';

/**
 * One pass of the mixed run, in a worker thread so that the load does not share the API's event
 * loop: autocannon with every connection sending GetAll, Create and SendMail in turn, each
 * Create and SendMail body unique, each SendMail from its own X-Forwarded-For address. At the
 * end of the duration every connection stops after its current answer, so that no request is
 * cut off mid-way and every stored contact message was either answered or counted unanswered.
 */
const options = workerData as MixedLoadOptions;

/**
 * autocannon 9 ends a connection before its next request once `reqsMade` reaches `responseMax`
 * (how its `amount` option works); lowering the limit to what was sent drains the connection.
 */
type DrainableClient = autocannon.Client & { responseMax: number; reqsMade: number };

const tallies = new Map<MixedRoute, RouteTally>(mixedRoutes.map((route) => [route, emptyTally()]));
const tallyOf = (route: MixedRoute) => tallies.get(route) as RouteTally;
let serial = options.firstSerial;
let sendMailAccepted = 0;
/** Set by a request's onResponse just before autocannon reports the same answer's latency. */
let answeredRoute: MixedRoute | undefined;

const json = { 'content-type': 'application/json' };
const auth = { authorization: `Bearer ${options.token}` };

const bodies: Record<MixedRoute, (() => string) | undefined> = {
  'Examples/GetAll': undefined,
  'Examples/Create': () =>
    JSON.stringify({ field1: `Karışık yük ${serial}`, field2: `Çalıştırma ${options.runId}` }),
  'Email/SendMail': () =>
    JSON.stringify({
      Name: 'Yük Testi',
      Email: `yuk-testi-${serial}@example.com`,
      Phone: '+90 312 555 00 00',
      Subject: `${options.subjectPrefix}${serial}`,
      Message: 'Karışık yük testi sırasında gönderilen ileti.',
      Website: '',
    }),
};

function request(route: MixedRoute): autocannon.Request {
  const body = bodies[route];
  return {
    method: 'POST',
    path: `${options.apiPath}${route}`,
    headers: body ? { ...auth, ...json } : auth,
    setupRequest(request) {
      tallyOf(route).sent++;
      if (!body) return request;
      serial++;
      const headers =
        route === 'Email/SendMail'
          ? { ...request.headers, 'x-forwarded-for': forwardedAddress(serial) }
          : request.headers;
      return { ...request, headers, body: body() };
    },
    onResponse(status) {
      answeredRoute = route;
      if (route === 'Email/SendMail' && status === 200) sendMailAccepted++;
    },
  };
}

const clients: DrainableClient[] = [];
const startedAt = performance.now();
let lastAnswerAt = startedAt;
const drainTimer = setTimeout(() => {
  for (const client of clients) client.responseMax = client.reqsMade;
}, options.durationSeconds * 1000);

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: options.origin,
      connections: options.connections,
      // Only a fallback: the drain ends the run about a second after durationSeconds, unless a
      // request hangs until autocannon's 10 s timeout.
      duration: options.durationSeconds + 15,
      requests: mixedRoutes.map(request),
      setupClient: (client) => clients.push(client as DrainableClient),
    },
    (error: Error | null, result) => (error ? reject(error) : resolve(result)),
  );
  instance.on('response', (_client, status, _bytes, latencyMs) => {
    lastAnswerAt = performance.now();
    if (answeredRoute) recordAnswer(tallyOf(answeredRoute), status, latencyMs);
    answeredRoute = undefined;
  });
});
clearTimeout(drainTimer);
const elapsedSeconds = (lastAnswerAt - startedAt) / 1000;
const message: MixedLoadResult = {
  elapsedSeconds,
  routes: mixedRoutes.map((route) => routeFigures(route, tallyOf(route), elapsedSeconds)),
  all: combinedFigures([...tallies.values()], elapsedSeconds),
  errors: result.errors,
  timeouts: result.timeouts,
  sendMailAccepted,
  nextSerial: serial,
};
parentPort?.postMessage(message);
