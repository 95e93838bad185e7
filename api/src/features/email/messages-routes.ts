import {
  type ApiData,
  type DataEnvelope,
  messageIdRequestSchema,
  messageMarksRequestSchema,
  messagesExportRequestSchema,
  messagesQueryRequestSchema,
} from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { messageResponse } from '../../http/message-response.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import { signedInStaff } from '../auth/index.ts';
import type { MailWorker } from './mail-worker.ts';
import { messagesCsv } from './messages-csv.ts';
import type { MessagesRepository } from './messages-repository.ts';
import { eraseMailFilesOf } from './outbox-retention.ts';

/**
 * The contact messages for signed-in staff (issues 20 and 37, "Mesajlar"; apiAccess answers 401
 * first): Query → a page of the filtered messages, newest first; GetById → one message with its
 * text, marked read; SetMarks → its read and handled marks; DeleteById → the message and every
 * copy the server holds (its row, its `.eml` file); Export → the filtered messages as CSV;
 * Retry → a failed message queued again (a 403 for one that is gone or not failed).
 */
export function registerMessagesRoutes(
  app: FastifyInstance,
  messages: MessagesRepository,
  worker: MailWorker,
  mailDir: string,
): void {
  app.post('/Messages/Query', async (request) => {
    const query = validateBody(messagesQueryRequestSchema, request.body);
    return { data: await messages.page(query) } satisfies DataEnvelope<ApiData<'Messages/Query'>>;
  });
  app.post('/Messages/GetById', async (request) => {
    const { id } = validateBody(messageIdRequestSchema, request.body);
    const message = await messages.open(id, signedInStaff(request));
    if (!message) throw ApiProblem.rule(apiTexts.messageNotFound);
    return { data: message } satisfies DataEnvelope<ApiData<'Messages/GetById'>>;
  });
  app.post('/Messages/SetMarks', async (request) => {
    const marks = validateBody(messageMarksRequestSchema, request.body);
    const message = await messages.setMarks(marks, signedInStaff(request));
    return { data: message } satisfies DataEnvelope<ApiData<'Messages/SetMarks'>>;
  });
  app.post('/Messages/DeleteById', { schema: { response: messageResponse } }, async (request) => {
    const { id } = validateBody(messageIdRequestSchema, request.body);
    await messages.erase(id, signedInStaff(request));
    await eraseMailFilesOf(mailDir, id);
    return { data: apiTexts.messageDeleted } satisfies DataEnvelope<ApiData<'Messages/DeleteById'>>;
  });
  app.post('/Messages/Export', { schema: { response: messageResponse } }, async (request) => {
    const filters = validateBody(messagesExportRequestSchema, request.body);
    const exported = await messages.exportAll(filters, signedInStaff(request));
    return { data: messagesCsv(exported) } satisfies DataEnvelope<ApiData<'Messages/Export'>>;
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
