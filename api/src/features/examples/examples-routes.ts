import {
  type ApiData,
  createExampleRequestSchema,
  type DataEnvelope,
  deleteExampleRequestSchema,
  exampleQueryRequestSchema,
  updateExampleRequestSchema,
} from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { messageResponse } from '../../http/message-response.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { ExamplesRepository } from './examples-repository.ts';

/**
 * The Examples calls of docs/requirements.md §7, for signed-in staff only, DeleteById for a
 * Yönetici (apiAccess answers 401 or 403 first): GetAll → the list; Create, Update, DeleteById → a
 * Turkish message; an unknown id is a 403. Query (issue 20) → one page of the records a search
 * matches, sorted, with the count of all.
 */
export function registerExamplesRoutes(app: FastifyInstance, examples: ExamplesRepository): void {
  const options = { schema: { response: messageResponse } };

  // Every record, written from the bytes every call of the same revision shares (examples-list.ts).
  app.post('/Examples/GetAll', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await examples.listBody()),
  );

  app.post('/Examples/Query', async (request, reply) => {
    const query = validateBody(exampleQueryRequestSchema, request.body);
    return reply.type('application/json; charset=utf-8').send(await examples.queryResponseBody(query));
  });
  app.post('/Examples/Create', options, async (request) => {
    const { field1, field2 } = validateBody(createExampleRequestSchema, request.body);
    await examples.create(field1, field2);
    return { data: apiTexts.exampleCreated } satisfies DataEnvelope<ApiData<'Examples/Create'>>;
  });

  app.post('/Examples/Update', options, async (request) => {
    const { id, field1, field2 } = validateBody(updateExampleRequestSchema, request.body);
    if (!(await examples.update(id, field1, field2))) throw ApiProblem.rule(apiTexts.exampleNotFound);
    return { data: apiTexts.exampleUpdated } satisfies DataEnvelope<ApiData<'Examples/Update'>>;
  });

  app.post('/Examples/DeleteById', options, async (request) => {
    const { id } = validateBody(deleteExampleRequestSchema, request.body);
    if (!(await examples.remove(id))) throw ApiProblem.rule(apiTexts.exampleNotFound);
    return { data: apiTexts.exampleDeleted } satisfies DataEnvelope<ApiData<'Examples/DeleteById'>>;
  });
}
