import { type ApiData, type DataEnvelope, sendMailRequestSchema } from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address.ts';
import { messageResponse } from '../../http/message-response.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { MailWorker } from './mail-worker.ts';
import type { OutboxRepository } from './outbox-repository.ts';

/**
 * POST Email/SendMail (docs/requirements.md §7): the message is stored in the outbox before the visitor gets
 * 200, and the worker delivers it. A filled honeypot (`Website`) gets the same 200 and the
 * message is dropped; more than 5 messages an hour from one address get 429.
 */
export function registerEmailRoutes(
  app: FastifyInstance,
  outbox: OutboxRepository,
  worker: MailWorker,
): void {
  app.post('/Email/SendMail', { schema: { response: messageResponse } }, async (request) => {
    const body = validateBody(sendMailRequestSchema, request.body);
    if (body.Website.trim() !== '')
      return { data: apiTexts.mailAccepted } satisfies DataEnvelope<ApiData<'Email/SendMail'>>;
    await outbox.enqueue(
      { name: body.Name, email: body.Email, phone: body.Phone, subject: body.Subject, message: body.Message },
      clientAddressKey(request.ip),
    );
    worker.wake();
    return { data: apiTexts.mailAccepted } satisfies DataEnvelope<ApiData<'Email/SendMail'>>;
  });
}
