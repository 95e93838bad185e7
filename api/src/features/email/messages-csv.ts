import { type ContactMessage, messageStateLabels, messageStateOf } from '@sportif/contract';
import { turkishTime } from '../../texts.ts';

/**
 * `;` between cells: Excel set to Turkish reads `,` as the decimal mark and splits a file on its
 * list separator, `;`, so a `,`-separated file would open as one column.
 */
export const csvSeparator = ';';

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell, safe to open: a text a spreadsheet would take for a formula gets a leading `'` (shown
 * as text, never run), and every cell is quoted with its quotes doubled, so `;`, quotes and line
 * breaks stay inside it.
 */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows as CSV for a spreadsheet: a UTF-8 byte order mark (so Excel reads ç, ğ, ı, ş as such), `;`, CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(csvSeparator)).join('\r\n')}\r\n`;
}

const deliveryLabels: Record<ContactMessage['status'], string> = {
  pending: 'Bekliyor',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  stored: 'Sunucuda saklandı',
  failed: 'Başarısız',
};

const header = [
  'Numara',
  'Alındı',
  'Ad Soyad',
  'E-posta',
  'Telefon',
  'Konu',
  'Mesaj',
  'Durum',
  'Teslim durumu',
];

/** The messages as the Mesajlar export gives them: a header, then one row each, times in Istanbul time. */
export function messagesCsv(messages: readonly ContactMessage[]): string {
  return toCsv([
    header,
    ...messages.map((message) => [
      String(message.number),
      turkishTime(new Date(message.receivedAt)),
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      messageStateLabels[messageStateOf(message)],
      deliveryLabels[message.status],
    ]),
  ]);
}
