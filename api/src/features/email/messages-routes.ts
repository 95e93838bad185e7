import {
  type ApiData,
  type DataEnvelope,
  messageIdRequestSchema,
  messagesQueryRequestSchema,
} from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { messageResponse } from '../../http/message-response.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { MailWorker } from './mail-worker.ts';
import type { MessagesRepository } from './messages-repository.ts';

/**
 * The contact messages for signed-in staff (issue 20, "Mesajlar"; apiAccess answers 401 first):
 * Query → a page, newest first; GetById → one message with its text; Retry → a failed message
 * queued again (a 403 for one that is gone or not failed).
 */
export function registerMessagesRoutes(
  app: FastifyInstance,
  messages: MessagesRepository,
  worker: MailWorker,
): void {
  app.post('/Messages/Query', async (request) => {
    const { offset, limit } = validateBody(messagesQueryRequestSchema, request.body);
    return { data: await messages.page(offset, limit) } satisfies DataEnvelope<ApiData<'Messages/Query'>>;
  });
  app.post('/Messages/GetById', async (request) => {
    const { id } = validateBody(messageIdRequestSchema, request.body);
    const message = await messages.findById(id);
    if (!message) throw ApiProblem.rule(apiTexts.messageNotFound);
    return { data: message } satisfies DataEnvelope<ApiData<'Messages/GetById'>>;
  });
  app.post('/Messages/Retry', { schema: { response: messageResponse } }, async (request) => {
    const { id } = validateBody(messageIdRequestSchema, request.body);
    const outcome = await messages.retry(id);
    if (outcome === 'missing') throw ApiProblem.rule(apiTexts.messageNotFound);
    if (outcome === 'not-failed') throw ApiProblem.rule(apiTexts.messageNotRetryable);
    worker.wake();
    return { data: apiTexts.messageRequeued } satisfies DataEnvelope<ApiData<'Messages/Retry'>>;
  });
}
