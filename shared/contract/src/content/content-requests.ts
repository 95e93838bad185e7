import * as v from 'valibot';
import { type ContentPart, contentParts, type SiteContent } from './content-schema';
import type { PublicContent } from './public-content';

const invalidBody = 'İstek gövdesi geçersiz.';
const time = v.pipe(v.string(), v.isoTimestamp());

/** Who changed a draft last and when, and its version: a save names the version it started from. */
export const draftMetaSchema = v.object({
  version: v.number(),
  changedBy: v.string(),
  changedAt: time,
});
export type DraftMeta = v.InferOutput<typeof draftMetaSchema>;

/** One part's draft as the editors load it, and whether it is what visitors see. */
export interface Draft<TData> extends DraftMeta {
  data: TData;
  /** The draft is the live publication's part: nothing of it waits to be published. */
  published: boolean;
}

/** A publication as the history lists it. */
export const publicationSchema = v.object({
  id: v.number(),
  revision: v.string(),
  publishedBy: v.string(),
  publishedAt: time,
  /** The publication it made live again (`Geri al`), if it was one. */
  restoredFrom: v.nullable(v.number()),
  /** Whether visitors see it now (the newest publication of the live revision). */
  live: v.boolean(),
});
export type Publication = v.InferOutput<typeof publicationSchema>;

/** What `Content/Drafts` answers: every part's draft, and the live publication. */
export const contentDraftsSchema = v.object({
  parts: v.object(
    Object.fromEntries(
      contentParts.map((part) => [
        part,
        v.object({ ...draftMetaSchema.entries, data: v.unknown(), published: v.boolean() }),
      ]),
    ) as unknown as Record<ContentPart, v.GenericSchema<Draft<unknown>>>,
  ),
  live: v.nullable(publicationSchema),
});
export interface ContentDrafts {
  parts: { [TPart in ContentPart]: Draft<SiteContent[TPart]> };
  live: Publication | null;
}

/** The body of `Content/Save`: a part, the version the editor loaded, and the part as edited. */
export const saveContentRequestSchema = v.object(
  {
    part: v.picklist(contentParts, 'İçerik bölümü bilinmiyor.'),
    version: v.pipe(
      v.number('Sürüm numarası zorunludur.'),
      v.integer('Sürüm numarası geçersiz.'),
      v.minValue(1, 'Sürüm numarası geçersiz.'),
    ),
    data: v.unknown(),
  },
  invalidBody,
);
export type SaveContentRequest = {
  [TPart in ContentPart]: { part: TPart; version: number; data: SiteContent[TPart] };
}[ContentPart];

/** The publications, newest first (`Content/History`). */
export const publicationsSchema = v.object({ items: v.array(publicationSchema) });
export type Publications = v.InferOutput<typeof publicationsSchema>;

/** The body of `Content/Restore` (`Geri al`): the publication to make live again. */
export const restorePublicationRequestSchema = v.object(
  {
    id: v.pipe(
      v.number('Yayın numarası zorunludur.'),
      v.integer('Yayın numarası geçersiz.'),
      v.minValue(1, 'Yayın numarası geçersiz.'),
    ),
  },
  invalidBody,
);
export type RestorePublicationRequest = v.InferOutput<typeof restorePublicationRequestSchema>;

/** What `Content/Live` answers: the live revision and its content, for a page no server rendered. */
export interface LiveContent {
  revision: string;
  content: PublicContent;
}

/**
 * The field of the form `Önizle` posts to a public page's own URL: the staff member's token, which
 * the server checks before it renders the page with the drafts (never in a URL, never cached).
 */
export const previewTokenField = 'previewToken';
