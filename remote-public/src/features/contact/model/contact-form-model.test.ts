import {
  contactFormSchema,
  contactMessages,
  sendMailRequestSchema,
  toSendMailRequest,
} from '@sportif/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFieldNames, emptyContactForm, invalidFieldNames } from './contact-form-model';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  subject: 'Üyelik bilgisi',
  message: 'Merhaba, üyelik hakkında bilgi almak istiyorum.',
  website: '',
};

/** The first message of each invalid field, as the form shows it. */
function firstMessages(input: unknown): Record<string, string | undefined> {
  const result = v.safeParse(contactFormSchema, input);
  if (result.success) return {};
  const nested: Record<string, readonly string[] | undefined> =
    v.flatten<typeof contactFormSchema>(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]));
}

describe('the contact form schema (shared with the API)', () => {
  it('accepts a filled-in form and trims what was typed', () => {
    const result = v.safeParse(contactFormSchema, { ...valid, name: '  Ayşe Yılmaz  ' });
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.name).toBe('Ayşe Yılmaz');
  });

  it('requires every field, with the Turkish messages of docs/requirements.md §5', () => {
    expect(firstMessages(emptyContactForm)).toEqual({
      name: 'Ad Soyad zorunludur.',
      email: 'Geçerli bir e-posta girin.',
      phone: 'Telefon zorunludur.',
      subject: 'Konu zorunludur.',
      message: 'Mesaj içeriği zorunludur.',
    });
  });

  it('treats a field of spaces as empty', () => {
    expect(firstMessages({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: contactMessages.name,
      message: contactMessages.message,
    });
  });

  it('wants a valid e-mail address', () => {
    for (const email of ['ayse', 'ayse@', '@example.com', 'ayse example.com']) {
      expect(firstMessages({ ...valid, email })).toEqual({ email: 'Geçerli bir e-posta girin.' });
    }
  });

  it('wants a phone number: digits, spaces, +, parentheses and dashes, 10 to 15 digits', () => {
    for (const phone of ['0312 235 14 07', '+90 (312) 235-14-07']) {
      expect(v.safeParse(contactFormSchema, { ...valid, phone }).success, phone).toBe(true);
    }
    for (const phone of ['5', '0312 235 14', '0312 235 14 07 dahili 5', '1234567890123456']) {
      expect(firstMessages({ ...valid, phone }), phone).toEqual({
        phone: 'Geçerli bir telefon numarası girin.',
      });
    }
    // An empty phone says only that it is required.
    const empty = v.safeParse(contactFormSchema, { ...valid, phone: '  ' });
    expect(empty.success ? [] : empty.issues.map((issue) => issue.message)).toEqual(['Telefon zorunludur.']);
  });

  it('lets the hidden honeypot be missing', () => {
    const { website: _ignored, ...withoutHoneypot } = valid;
    expect(v.safeParse(contactFormSchema, withoutHoneypot).success).toBe(true);
  });

  it('builds the body of Email/SendMail that the API validates with its own schema', () => {
    const output = v.parse(contactFormSchema, valid);
    const body = toSendMailRequest(output);
    expect(body).toEqual({
      Name: valid.name,
      Email: valid.email,
      Phone: valid.phone,
      Subject: valid.subject,
      Message: valid.message,
      Website: '',
    });
    expect(v.safeParse(sendMailRequestSchema, body).success).toBe(true);
  });
});

describe('invalidFieldNames', () => {
  it('lists the invalid controls in the order of the form', () => {
    expect(invalidFieldNames({ message: {}, email: {}, name: {} })).toEqual(['name', 'email', 'message']);
    expect(invalidFieldNames({})).toEqual([]);
  });

  it('covers every control of docs/requirements.md §3', () => {
    expect(contactFieldNames).toEqual(['name', 'email', 'phone', 'subject', 'message']);
  });
});
