import { apiPost, apiRoutes } from '@sportif/shared';
import {
  type DeleteExampleRequest,
  type Example,
  type ExampleFormValues,
  exampleSchema,
  type UpdateExampleRequest,
} from '@sportif/shared/contract';
import * as v from 'valibot';

const exampleListSchema = v.array(exampleSchema);
/** Create, Update and DeleteById answer a Turkish message for the visitor (spec §7). */
const messageSchema = v.string();

/** The Example calls of spec §7; each rejects with the API's messages. */
export const examplesApi = {
  getAll: (): Promise<Example[]> => apiPost(apiRoutes.examplesGetAll, undefined, exampleListSchema),
  create: (fields: ExampleFormValues): Promise<string> =>
    apiPost(apiRoutes.examplesCreate, fields, messageSchema),
  update: (request: UpdateExampleRequest): Promise<string> =>
    apiPost(apiRoutes.examplesUpdate, request, messageSchema),
  deleteById: (request: DeleteExampleRequest): Promise<string> =>
    apiPost(apiRoutes.examplesDeleteById, request, messageSchema),
};
