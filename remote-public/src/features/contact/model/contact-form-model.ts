import type { ContactFormValues, contactFormSchema } from '@sportif/contract';
import type * as v from 'valibot';

/** What the shared schema hands on once the form is valid (trimmed values). */
export type ContactFormOutput = v.InferOutput<typeof contactFormSchema>;

/** The visible controls, in the order of the form (docs/requirements.md §3); `website` is the hidden honeypot. */
export const contactFieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export const emptyContactForm: Required<ContactFormValues> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** The names of the invalid controls, in form order: what an invalid submit records (docs/requirements.md §4). */
export function invalidFieldNames(errors: Partial<Record<string, unknown>>): ContactFieldName[] {
  return contactFieldNames.filter((name) => errors[name] !== undefined);
}
