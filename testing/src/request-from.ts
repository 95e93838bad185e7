import { request } from 'node:http';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to `url` from another loopback address (`localAddress`, e.g. 127.0.0.2) on a
 * connection of its own: to the server, and through nginx to the API, that is another client
 * than the browser tests on 127.0.0.1. Playwright's request context cannot choose its source
 * address.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<PlainResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', localAddress, agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** POSTs JSON to `url` from `localAddress` (see requestFrom). */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PlainResponse> {
  return requestFrom(localAddress, url, { method: 'POST', body, headers });
}
