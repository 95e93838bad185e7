import * as v from 'valibot';
import { isPhoneNumber } from './phone-number';

/** Longest accepted values: generous for people, small enough to keep abuse out of the outbox. */
export const contactLimits = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const;

export const contactMessages = {
  name: 'Ad Soyad zorunludur.',
  email: 'Geçerli bir e-posta girin.',
  phone: 'Telefon zorunludur.',
  /** A phone written with anything but digits, spaces, +, parentheses and dashes, or not 10 to 15 digits. */
  phoneInvalid: 'Geçerli bir telefon numarası girin.',
  subject: 'Konu zorunludur.',
  message: 'Mesaj içeriği zorunludur.',
} as const;

const tooLong = (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`;

const requiredText = (required: string, label: string, max: number) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong(label, max)));

/** An e-mail address that is one: the contact form's, and a branch's on its pages. */
export const emailAddress = v.pipe(
  v.string(contactMessages.email),
  v.trim(),
  v.nonEmpty(contactMessages.email),
  v.email(contactMessages.email),
  v.maxLength(contactLimits.email, tooLong('E-posta', contactLimits.email)),
);

const contactFields = {
  name: requiredText(contactMessages.name, 'Ad Soyad', contactLimits.name),
  email: emailAddress,
  phone: v.pipe(
    requiredText(contactMessages.phone, 'Telefon', contactLimits.phone),
    // An empty field already has its message: one line per problem.
    v.check((phone) => phone === '' || isPhoneNumber(phone), contactMessages.phoneInvalid),
  ),
  subject: requiredText(contactMessages.subject, 'Konu', contactLimits.subject),
  message: requiredText(contactMessages.message, 'Mesaj', contactLimits.message),
};

/** A field people never see; a bot that fills it has its message dropped (the API answers 200). */
const honeypot = v.optional(v.string(), '');

/** The contact form's controls (docs/requirements.md §3: name, email, phone, subject, message). */
export const contactFormSchema = v.object({
  name: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
  subject: contactFields.subject,
  message: contactFields.message,
  website: honeypot,
});

/** The body of `Email/SendMail` (docs/requirements.md §3: Name, Email, Phone, Subject, Message), same rules. */
export const sendMailRequestSchema = v.object(
  {
    Name: contactFields.name,
    Email: contactFields.email,
    Phone: contactFields.phone,
    Subject: contactFields.subject,
    Message: contactFields.message,
    Website: honeypot,
  },
  'İleti gövdesi geçersiz.',
);

export type ContactFormValues = v.InferInput<typeof contactFormSchema>;
export type SendMailRequest = v.InferOutput<typeof sendMailRequestSchema>;

export function toSendMailRequest(form: v.InferOutput<typeof contactFormSchema>): SendMailRequest {
  return {
    Name: form.name,
    Email: form.email,
    Phone: form.phone,
    Subject: form.subject,
    Message: form.message,
    Website: form.website,
  };
}
