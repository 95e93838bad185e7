import { apiRoutes } from '@sportif/contract';
import {
  type ContentDrafts,
  contentDraftsSchema,
  type DraftMeta,
  draftMetaSchema,
  type Publications,
  publicationsSchema,
  type SaveContentRequest,
} from '@sportif/contract/content';
import { apiPost } from '@sportif/runtime';
import * as v from 'valibot';

/** Publish and Restore answer a Turkish message for staff. */
const messageSchema = v.string();

/** The content calls of the editors (docs/requirements.md §7); each rejects with the API's messages. */
export const contentApi = {
  drafts: (): Promise<ContentDrafts> =>
    // The schema checks the shape; each part's data is the API's, which checked it when it was saved.
    apiPost(
      apiRoutes.contentDrafts,
      undefined,
      contentDraftsSchema as unknown as v.GenericSchema<unknown, ContentDrafts>,
    ),
  save: (request: SaveContentRequest): Promise<DraftMeta> =>
    apiPost(apiRoutes.contentSave, request, draftMetaSchema),
  publish: (): Promise<string> => apiPost(apiRoutes.contentPublish, undefined, messageSchema),
  history: (): Promise<Publications> => apiPost(apiRoutes.contentHistory, undefined, publicationsSchema),
  restore: (id: number): Promise<string> => apiPost(apiRoutes.contentRestore, { id }, messageSchema),
};
