import {
  contentFileUrl,
  type InlineContent,
  inlineContentId,
  type LiveContent,
  type PublicContent,
  type PublicPart,
} from '@sportif/contract/content';
import * as v from 'valibot';
import { apiPost } from '../api/api-client';
import { loadWithRetry } from '../federation/load-with-retry';
import { isRecord } from '../is-record';
import type { SiteContentSource, StructuredData } from './site-content';

/** The content of one revision, recording which parts each page reads: the renderer's source on the server. */
export function recordingContentSource(content: PublicContent) {
  const read = new Set<PublicPart>();
  const carried = new Set<PublicPart>();
  const described: StructuredData[] = [];
  const source: SiteContentSource = {
    read(part, deferred) {
      read.add(part);
      if (!deferred) carried.add(part);
      return content[part];
    },
    describe(data) {
      if (!described.some((known) => JSON.stringify(known) === JSON.stringify(data))) described.push(data);
    },
  };
  return {
    source,
    /** The parts read so far outside DeferredContent, with their content: what the page carries for its hydration. */
    parts: (): Partial<PublicContent> =>
      Object.fromEntries([...carried].map((part) => [part, content[part]])),
    /** Every part read so far, carried or not. */
    read: (): PublicPart[] => [...read],
    structuredData: (): StructuredData[] => [...described],
  };
}

/** The parts the server wrote into the page (inlineContentId), if it did. */
export function contentInPage(): InlineContent | undefined {
  const text = document.getElementById(inlineContentId)?.textContent;
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  return isRecord(parsed) && isRecord(parsed.parts) ? (parsed as unknown as InlineContent) : undefined;
}

// A check of its own rather than v.object: the pages' first load carries as little of valibot as it can.
const liveContentSchema = v.custom<LiveContent>(
  (value) => isRecord(value) && typeof value.revision === 'string' && isRecord(value.content),
);

/**
 * The whole content: the revision the runtime config names (an immutable file of the site), or,
 * where no release store serves the site (pnpm dev), the live one the API answers.
 */
async function fetchContent(revision: string | undefined): Promise<PublicContent> {
  if (!revision) return (await apiPost('Content/Live', undefined, liveContentSchema)).content;
  const response = await fetch(contentFileUrl(revision));
  if (!response.ok) throw new Error(`${contentFileUrl(revision)} answered ${response.status}`);
  const content: unknown = await response.json();
  if (!isRecord(content)) throw new Error(`${contentFileUrl(revision)} holds no content`);
  return content as unknown as PublicContent;
}

/**
 * The browser's source: the parts the page carries, then the rest of `revision` once a page needs
 * a part it did not carry (fetched once, again after a short wait when it fails: behind nginx the
 * node asked may not have followed the switch yet; a failure after that is the area's, and its
 * "Tekrar dene" fetches again).
 */
export function browserContentSource(
  carried: Partial<PublicContent> | undefined,
  revision: () => Promise<string | undefined>,
): SiteContentSource {
  const parts: Partial<PublicContent> = { ...carried };
  let whole: Promise<PublicContent> | undefined;
  // One promise a part, the same on every render until it settles (React's `use` asks for that).
  const pending = new Map<PublicPart, Promise<unknown>>();
  return {
    read<TPart extends PublicPart>(part: TPart) {
      const known = parts[part];
      if (known !== undefined) return known as PublicContent[TPart];
      whole ??= revision()
        .then((named) => loadWithRetry(() => fetchContent(named)))
        .then((content) => Object.assign(parts, content) as PublicContent)
        .catch((error: unknown) => {
          whole = undefined;
          pending.clear();
          throw error;
        });
      let promise = pending.get(part);
      if (!promise) {
        promise = whole.then((content) => content[part]);
        pending.set(part, promise);
      }
      return promise as Promise<PublicContent[TPart]>;
    },
  };
}
