import { connect } from 'node:net';

/**
 * Sends `POST <path>` to `url` announcing a body of 100 bytes, sends its first byte, and sends no
 * more: resolves with how long the server took to close the connection, and what it answered.
 * Resolves with `closed: false` once `giveUpMs` have passed without it.
 */
export function stallBody(
  url: string,
  path: string,
  giveUpMs: number,
): Promise<{ closed: boolean; seconds: number; answer: string }> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const finish = (closed: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closed, seconds: (performance.now() - started) / 1000, answer });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
  });
}
