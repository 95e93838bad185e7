import { writeSelfSignedCertificate } from '@sportif/testing/self-signed-certificate';

/**
 * The smoke run's certificate for nginx's HTTPS server: a throwaway one for 127.0.0.1 and
 * localhost (@sportif/testing), written to `<dir>/tls.crt` and `<dir>/tls.key`.
 *   node --import tsx deploy/smoke/certificate.ts <dir>
 */
const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: certificate.ts <dir>');
  process.exit(2);
}
writeSelfSignedCertificate(dir);
