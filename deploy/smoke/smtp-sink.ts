import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSmtpSink } from '@sportif/testing/smtp-sink';

/**
 * The mail server of the smoke run: a real SMTP server on loopback (the tests' sink) that
 * writes every message it accepts to `<dir>/<n>.eml`, so the tests can count deliveries.
 *   node --import tsx deploy/smoke/smtp-sink.ts <dir> <port>
 */
const [dir, portText] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: smtp-sink.ts <dir> <port>');
  process.exit(2);
}
await mkdir(dir, { recursive: true });
const sink = await startSmtpSink({
  port: Number(portText),
  onMail: (mail, count) => writeFile(join(dir, `${count}.eml`), mail.raw),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sink.close().then(() => process.exit(0)));
}
console.log(`SMTP sink on 127.0.0.1:${sink.port}, messages in ${dir}`);
