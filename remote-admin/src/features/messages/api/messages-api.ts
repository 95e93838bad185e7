import {
  apiRoutes,
  type ContactMessage,
  contactMessageSchema,
  type MessagesPage,
  type MessagesQueryRequest,
  messagesPageSchema,
} from '@sportif/contract';
import { apiPost } from '@sportif/runtime';
import * as v from 'valibot';

/** The contact message calls of the Mesajlar screen (issue 20); each rejects with the API's messages. */
export const messagesApi = {
  query: (request: MessagesQueryRequest): Promise<MessagesPage> =>
    apiPost(apiRoutes.messagesQuery, request, messagesPageSchema),
  getById: (id: string): Promise<ContactMessage> =>
    apiPost(apiRoutes.messagesGetById, { id }, contactMessageSchema),
  /** Queues a failed message again; answers the API's Turkish message. */
  retry: (id: string): Promise<string> => apiPost(apiRoutes.messagesRetry, { id }, v.string()),
};
