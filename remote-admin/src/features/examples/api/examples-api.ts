import {
  apiRoutes,
  type DeleteExampleRequest,
  type ExampleFormValues,
  type ExampleQueryRequest,
  type ExamplesPage,
  examplesPageSchema,
  type UpdateExampleRequest,
} from '@sportif/contract';
import { apiPost } from '@sportif/runtime';
import * as v from 'valibot';

/** Create, Update and DeleteById answer a Turkish message for the visitor (docs/requirements.md §7). */
const messageSchema = v.string();

/** The Example calls of the screen; each rejects with the API's messages. */
export const examplesApi = {
  /** One page of the records a search matches, and how many match (issue 20). */
  query: (request: ExampleQueryRequest): Promise<ExamplesPage> =>
    apiPost(apiRoutes.examplesQuery, request, examplesPageSchema),
  create: (fields: ExampleFormValues): Promise<string> =>
    apiPost(apiRoutes.examplesCreate, fields, messageSchema),
  update: (request: UpdateExampleRequest): Promise<string> =>
    apiPost(apiRoutes.examplesUpdate, request, messageSchema),
  deleteById: (request: DeleteExampleRequest): Promise<string> =>
    apiPost(apiRoutes.examplesDeleteById, request, messageSchema),
};
