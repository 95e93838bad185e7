import type { SendMailOptions } from 'nodemailer';
import { apiTexts } from '../../texts.ts';
import type { ClaimedMessage } from './outbox-repository.ts';

/** A value fit for a header: CR and LF (and runs of them) become one space, so nobody can add headers. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * The e-mail the club receives for a contact message: from the site's address to MAIL_TO, with
 * Reply-To set to the visitor, a Message-ID derived from the outbox row (a message delivered
 * again is recognisably the same message) and the fields as plain text.
 */
export function composeContactMail(
  message: ClaimedMessage,
  addresses: { from: string; to: string },
): SendMailOptions {
  const texts = apiTexts.contactMail;
  const name = singleLine(message.name);
  const email = singleLine(message.email);
  const phone = singleLine(message.phone);
  const subject = singleLine(message.subject);
  const body = message.message.replace(/\r\n?/g, '\n');
  return {
    from: { name: texts.senderName, address: addresses.from },
    to: addresses.to,
    replyTo: { name, address: email },
    subject: texts.subject(subject),
    messageId: `<${message.id}@${domainOf(addresses.from)}>`,
    date: message.createdAt,
    text: [
      `${texts.name}: ${name}`,
      `${texts.email}: ${email}`,
      `${texts.phone}: ${phone}`,
      `${texts.topic}: ${subject}`,
      `${texts.sentAt}: ${message.createdAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}`,
      '',
      `${texts.message}:`,
      body,
    ].join('\n'),
  };
}
