import {
  apiRoutes,
  type ContactMessage,
  type ContactMessageSummary,
  contactMessageSchema,
  contactMessageSummarySchema,
  type MessageMarksRequest,
  type MessagesExportInput,
  type MessagesPage,
  type MessagesQueryInput,
  messagesPageSchema,
} from '@sportif/contract';
import { apiPost } from '@sportif/runtime';
import * as v from 'valibot';

/** The contact message calls of the Mesajlar screen (issues 20 and 37); each rejects with the API's messages. */
export const messagesApi = {
  query: (request: MessagesQueryInput): Promise<MessagesPage> =>
    apiPost(apiRoutes.messagesQuery, request, messagesPageSchema),
  /** The message with its text; opening it marks it read. */
  getById: (id: string): Promise<ContactMessage> =>
    apiPost(apiRoutes.messagesGetById, { id }, contactMessageSchema),
  setMarks: (request: MessageMarksRequest): Promise<ContactMessageSummary> =>
    apiPost(apiRoutes.messagesSetMarks, request, contactMessageSummarySchema),
  /** Deletes the message and every copy the server holds; answers the API's Turkish message. */
  deleteById: (id: string): Promise<string> => apiPost(apiRoutes.messagesDeleteById, { id }, v.string()),
  /** The filtered messages as CSV text. */
  exportCsv: (filters: MessagesExportInput): Promise<string> =>
    apiPost(apiRoutes.messagesExport, filters, v.string()),
  /** Queues a failed message again; answers the API's Turkish message. */
  retry: (id: string): Promise<string> => apiPost(apiRoutes.messagesRetry, { id }, v.string()),
};
