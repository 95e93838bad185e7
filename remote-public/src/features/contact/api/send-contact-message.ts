import { apiRoutes, toSendMailRequest } from '@sportif/contract';
import { apiPost } from '@sportif/runtime';
import * as v from 'valibot';
import type { ContactFormOutput } from '../model/contact-form-model';

/** Posts a valid form to `Email/SendMail` (docs/requirements.md §7); rejects with the API's messages. */
export async function sendContactMessage(values: ContactFormOutput): Promise<void> {
  // The response's content is not read (docs/requirements.md §7); any answer with data counts as sent.
  await apiPost(apiRoutes.emailSendMail, toSendMailRequest(values), v.string());
}
