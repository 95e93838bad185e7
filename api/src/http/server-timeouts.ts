/**
 * Fastify's timeouts for a server that faces clients (the site server, the API alone): a request
 * whose headers and body have not all arrived within 30 s is answered 408 and cut, however
 * steadily it trickles in (Node checks every second); a connection silent for 60 s is closed.
 * Fastify's own defaults wait forever.
 */
export const serverTimeouts = {
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  http: { headersTimeout: 30_000, connectionsCheckingInterval: 1000 },
} as const;
