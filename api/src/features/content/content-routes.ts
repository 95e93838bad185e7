import type { ApiData, DataEnvelope } from '@sportif/contract';
import { restorePublicationRequestSchema, saveContentRequestSchema } from '@sportif/contract/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { messageResponse } from '../../http/message-response.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import type { ContentService } from './content-service.ts';
import type { ContentAccess, StaffMember } from './staff-access.ts';

/**
 * The site's content for staff (issue 37; `access` answers 401 before the body is read): Drafts →
 * every part's draft and whether it is live; Save → a part's draft, refused (409) when someone
 * saved it since it was loaded; Publish → the drafts live; History → the publications; Restore →
 * an earlier publication live again (`Geri al`). And for pages the browser renders without the
 * content in them: Live → the live revision, no token needed.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  content: ContentService,
  access: ContentAccess,
): void {
  // The staff member the token names, found once per request before its body is read.
  const signedIn = new WeakMap<FastifyRequest, StaffMember>();
  const staff = {
    onRequest: async (request: FastifyRequest) => {
      signedIn.set(request, await access(request));
    },
  };
  const by = (request: FastifyRequest) => signedIn.get(request) as StaffMember;

  app.post(
    '/Content/Drafts',
    staff,
    async () => ({ data: await content.drafts() }) satisfies DataEnvelope<ApiData<'Content/Drafts'>>,
  );

  app.post('/Content/Save', staff, async (request) => {
    const { part, version, data } = validateBody(saveContentRequestSchema, request.body);
    return {
      data: await content.save(part, version, data, by(request)),
    } satisfies DataEnvelope<ApiData<'Content/Save'>>;
  });

  app.post(
    '/Content/Publish',
    { ...staff, schema: { response: messageResponse } },
    async (request) =>
      ({
        data: await content.publish(by(request)),
      }) satisfies DataEnvelope<ApiData<'Content/Publish'>>,
  );

  app.post(
    '/Content/History',
    staff,
    async () =>
      ({
        data: { items: await content.history() },
      }) satisfies DataEnvelope<ApiData<'Content/History'>>,
  );

  app.post('/Content/Restore', { ...staff, schema: { response: messageResponse } }, async (request) => {
    const { id } = validateBody(restorePublicationRequestSchema, request.body);
    return { data: await content.restore(id, by(request)) } satisfies DataEnvelope<
      ApiData<'Content/Restore'>
    >;
  });

  app.post('/Content/Live', async () => {
    const live = await content.live();
    if (!live) throw ApiProblem.rule(apiTexts.noLiveContent);
    return { data: live } satisfies DataEnvelope<ApiData<'Content/Live'>>;
  });
}
