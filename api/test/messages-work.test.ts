import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContactMessage, ContactMessageSummary, MessagesPage } from '@sportif/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './support/expect-refused.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

/** Mesajlar that staff can work with (issue 37): marks, filters, deletion with every copy, the CSV export. */
describe(`Messages that staff work with on ${engineName}`, () => {
  let api: TestApi;
  let token: string;
  let editor: { id: string; token: string };
  let sent = 0;

  beforeAll(async () => {
    api = await startTestApi();
    token = await api.staffToken();
    editor = await api.addStaff({ userName: 'editor-mesaj' });
  });
  afterAll(() => api?.close());

  const call = async <T>(route: string, body: unknown, as = token): Promise<T> => {
    const response = await api.post(route, body, { token: as });
    expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  };
  /** Sends a message and waits until the worker has stored it as an .eml file. */
  const send = async (name: string, email: string, subject: string): Promise<ContactMessageSummary> => {
    sent++;
    const response = await api.post(
      'Email/SendMail',
      {
        Name: name,
        Email: email,
        Phone: '0312 555 11 22',
        Subject: subject,
        Message: `Merhaba,\nben ${name}.`,
      },
      { ip: `10.37.2.${sent}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    return waitFor(async () => {
      const page = await call<MessagesPage>('Messages/Query', { limit: 100 });
      const found = page.items.find((item) => item.name === name);
      return found?.status === 'stored' && found;
    }, `${name} stored`);
  };
  const mailFiles = () => readdirSync(join(api.dataDir, 'mail')).filter((name) => name.includes('.eml'));

  it('marks a message read when it is opened, and handled with the button; a stale mark is refused with who and when', async () => {
    const message = await send('Ayşe Yılmaz', 'ayse@example.com', 'Ümitköy Kulüp');
    expect(message).toMatchObject({ readAt: null, handledAt: null, version: 1, marksChangedByName: null });
    const opened = await call<ContactMessage>('Messages/GetById', { id: message.id }, editor.token);
    expect(opened).toMatchObject({
      readAt: expect.any(String),
      version: 2,
      marksChangedByName: 'Deneme editor-mesaj',
    });
    // Opening it again changes nothing.
    expect((await call<ContactMessage>('Messages/GetById', { id: message.id })).version).toBe(2);

    const handled = await call<ContactMessageSummary>('Messages/SetMarks', {
      id: message.id,
      version: 2,
      read: true,
      handled: true,
    });
    expect(handled).toMatchObject({
      handledAt: expect.any(String),
      version: 3,
      marksChangedByName: 'Yönetici',
    });
    const stale = await api.post(
      'Messages/SetMarks',
      { id: message.id, version: 2, read: false, handled: false },
      { token: editor.token },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorMessages).toEqual([
      expect.stringMatching(
        /^Bu mesajın işaretleri \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d tarihinde Yönetici tarafından değiştirildi\. Güncel hâlini görmek için yenileyin\.$/,
      ),
    ]);
    const unread = await call<ContactMessageSummary>(
      'Messages/SetMarks',
      { id: message.id, version: 3, read: false, handled: false },
      editor.token,
    );
    expect(unread).toMatchObject({ readAt: null, handledAt: null, version: 4 });

    const { rows } = await api.db.query<{ action: string; details: unknown }>(
      "SELECT action, details FROM audit_log WHERE kind = 'message' ORDER BY id",
    );
    expect(rows).toEqual([
      { action: 'message.read', details: { number: message.number } },
      { action: 'message.marks', details: { number: message.number, read: true, handled: true } },
      { action: 'message.marks', details: { number: message.number, read: false, handled: false } },
    ]);
  });

  it('filters by subject, state and delivery, and searches the sender with Turkish case rules, on the server', async () => {
    await send('İsmail Işık', 'ismail@example.com', 'Çukurambar Kulüp');
    const third = await send('Can Öztürk', 'CAN@ORNEK.COM.TR', 'Ümitköy Kulüp');
    await call('Messages/GetById', { id: third.id });
    const names = async (body: unknown) =>
      (await call<MessagesPage>('Messages/Query', body)).items.map((item) => item.name);
    expect(await names({ subject: 'Ümitköy Kulüp' })).toEqual(['Can Öztürk', 'Ayşe Yılmaz']);
    expect(await names({ search: 'ISMAIL' })).toEqual([]);
    expect(await names({ search: 'İSMAİL' })).toEqual(['İsmail Işık']);
    expect(await names({ search: 'ışık' })).toEqual(['İsmail Işık']);
    expect(await names({ search: 'can@ornek' })).toEqual(['Can Öztürk']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ state: 'read' })).toEqual(['Can Öztürk']);
    expect(await names({ state: 'unread', subject: 'Ümitköy Kulüp' })).toEqual(['Ayşe Yılmaz']);
    expect(await names({ delivery: 'failed' })).toEqual([]);
    const page = await call<MessagesPage>('Messages/Query', { state: 'unread', limit: 1 });
    expect(page.total).toBe(2);
    expect(page.subjects).toEqual(['Çukurambar Kulüp', 'Ümitköy Kulüp']);
    await expectRefused(api, 'Messages/Query', token, [
      [{ state: 'silindi' }, ['Durum okunmadı, okundu veya ele alındı olmalıdır.']],
      [{ delivery: 'lost' }, ['Teslim durumu geçerli bir durum olmalıdır.']],
      [{ search: 'x'.repeat(201) }, ['Arama metni en fazla 200 karakter olabilir.']],
      [{ subject: 12 }, ['Konu geçersiz.']],
    ]);
  });

  it('exports the filtered messages as CSV a spreadsheet opens safely, and records the export by its count', async () => {
    await send('=cmd|calc', 'kotu@example.com', 'Diğer');
    const csv = await call<string>('Messages/Export', { subject: 'Diğer' }, editor.token);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Numara";"Alındı";"Ad Soyad";"E-posta";"Telefon";"Konu";"Mesaj";"Durum";"Teslim durumu"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `;"'=cmd|calc";"kotu@example.com";"0312 555 11 22";"Diğer";"Merhaba,\nben =cmd|calc.";"Okunmadı";"Sunucuda saklandı"`,
    );
    const { rows } = await api.db.query<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE action = 'message.export'",
    );
    expect(rows).toEqual([{ details: { count: 1 } }]);
  });

  it('deletes a message with every copy the server holds: its row and its .eml file; the audit log keeps its number only', async () => {
    const message = await send('Silinecek Kişi', 'silinecek@example.com', 'Öneri ve şikâyet');
    const ownFiles = () => mailFiles().filter((name) => name.includes(message.id));
    const rowsOf = async () =>
      (await api.db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [message.id])).rows.length;
    expect(ownFiles()).toHaveLength(1);
    expect(await rowsOf()).toBe(1);
    const before = mailFiles().length;

    expect(await call<string>('Messages/DeleteById', { id: message.id }, editor.token)).toBe(
      'Mesaj ve sunucudaki bütün kopyaları silindi.',
    );
    expect(await rowsOf()).toBe(0);
    expect(ownFiles()).toEqual([]);
    expect(mailFiles()).toHaveLength(before - 1);
    expect(existsSync(join(api.dataDir, 'mail'))).toBe(true);
    const audit = await api.db.query<{ text: string }>(
      "SELECT details::text AS text FROM audit_log WHERE action = 'message.delete'",
    );
    expect(audit.rows).toEqual([{ text: `{"number": ${message.number}}` }]);
    const everything = await api.db.query<{ text: string }>('SELECT details::text AS text FROM audit_log');
    expect(everything.rows.map((row) => row.text).join('\n')).not.toMatch(/Silinecek|silinecek@/);

    await expectRefused(api, 'Messages/DeleteById', token, [
      [{ id: message.id }, ['Mesaj bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.']],
      [{ id: 'x' }, ['Mesaj kimliği geçersiz.']],
    ]);
  });
});
