import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailDelivery } from '../src/features/email/mail-delivery.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A real SMTP server without STARTTLS that would take AUTH in the clear; it records who tried. */
async function plaintextAuthServer(): Promise<{ port: number; logins: string[]; received: number[] }> {
  const logins: string[] = [];
  const received: number[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as { port: number }).port, logins, received };
}

const mail = {
  from: 'no-reply@sportifyasam.com.tr',
  to: 'info@sportifyasam.com.tr',
  subject: 'Deneme',
  text: 'Merhaba',
};

describe('SMTP_URL with a user name and password over smtp://', () => {
  it('requires STARTTLS: without it the delivery fails and the password is never sent', async () => {
    const server = await plaintextAuthServer();
    const mailDir = mkdtempSync(join(tmpdir(), 'sportif-smtp-'));
    closers.push(() => rmSync(mailDir, { recursive: true, force: true }));
    const deliver = createMailDelivery({
      smtpUrl: `smtp://kulup:gizli-sifre@127.0.0.1:${server.port}`,
      mailDir,
    });
    await expect(deliver(mail, 'id-1', new Date())).rejects.toThrow(/STARTTLS/);
    expect(server.logins).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('still delivers over smtp:// without credentials (a relay on the same machine)', async () => {
    const server = await plaintextAuthServer();
    const mailDir = mkdtempSync(join(tmpdir(), 'sportif-smtp-'));
    closers.push(() => rmSync(mailDir, { recursive: true, force: true }));
    const deliver = createMailDelivery({ smtpUrl: `smtp://127.0.0.1:${server.port}`, mailDir });
    await deliver(mail, 'id-2', new Date());
    expect(server.received).toEqual([1]);
  });
});
