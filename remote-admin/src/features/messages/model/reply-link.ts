import type { ContactMessage } from '@sportif/contract';
import { formatTime } from '../../../model/format-time';

/** Percent-encoded as RFC 6068 asks: UTF-8 for Turkish letters, `%0D%0A` for a line break. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));

/**
 * The `mailto:` link of "Yanıtla": to the sender, the subject `Re: <subject>`, and the message
 * quoted below an empty line to write in, each of its lines after `> `.
 */
export function replyLink(
  message: Pick<ContactMessage, 'email' | 'subject' | 'message' | 'name' | 'receivedAt'>,
): string {
  const quoted = message.message
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\n${formatTime(message.receivedAt)} tarihinde ${message.name} yazdı:\n${quoted}`;
  const to = encodeURIComponent(message.email).replace('%40', '@');
  return `mailto:${to}?subject=${encode(`Re: ${message.subject}`)}&body=${encode(body)}`;
}
