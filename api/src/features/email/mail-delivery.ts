import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/**
 * What became of a message handed over: `sent`, accepted by the mail server of SMTP_URL; `stored`,
 * written to a file on this server and e-mailed to no one (no SMTP_URL).
 */
export type DeliveryResult = 'sent' | 'stored';

/** Hands one composed message over; rejects when it was not accepted. */
export type DeliverMail = (mail: SendMailOptions, id: string, createdAt: Date) => Promise<DeliveryResult>;

/** Waits short enough that a dead server cannot hold the worker (or a shutdown) for long. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * A user name and password over smtp:// go only over a connection STARTTLS has encrypted:
 * nodemailer would otherwise send them in the clear to a server that offers no STARTTLS.
 */
const needsStartTls = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && (url.username !== '' || url.password !== '');
};

/**
 * Delivery to SMTP_URL with nodemailer (STARTTLS required when it holds credentials); without it, each message becomes `<mailDir>/<time>-<id>.eml`,
 * written under a temporary name first so that a reader never sees half a file. The file name
 * comes from the outbox row, so a message delivered again replaces its file.
 */
export function createMailDelivery(options: { smtpUrl: string | undefined; mailDir: string }): DeliverMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      requireTLS: needsStartTls(options.smtpUrl),
      ...smtpTimeouts,
    });
    return async (mail) => {
      await transport.sendMail(mail);
      return 'sent';
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail, id, createdAt) => {
    const { message } = await files.sendMail(mail);
    await mkdir(options.mailDir, { recursive: true });
    const file = join(options.mailDir, `${fileStamp(createdAt)}-${id}.eml`);
    await writeFile(`${file}.tmp`, message as Buffer);
    await rename(`${file}.tmp`, file);
    return 'stored';
  };
}
