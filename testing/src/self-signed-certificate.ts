import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes a throwaway certificate for 127.0.0.1 and localhost, made with Debian's openssl, to
 * `<dir>/tls.crt` with its key in `<dir>/tls.key` (PEM), for serving the site over HTTPS and
 * HTTP/2 in benchmarks, tests and the deploy smoke run. Clients must be told to accept it.
 */
export function writeSelfSignedCertificate(dir: string): { certFile: string; keyFile: string } {
  const certFile = join(dir, 'tls.crt');
  const keyFile = join(dir, 'tls.key');
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

/** The same certificate and key as PEM text, for a server in this process; no file is left behind. */
export function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sportif-tls-'));
  try {
    const { certFile, keyFile } = writeSelfSignedCertificate(dir);
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
