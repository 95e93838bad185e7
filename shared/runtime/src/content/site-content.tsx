import type { PublicContent, PublicPart } from '@sportif/contract/content';
import type { JsonValue } from '@sportif/contract/page-routes';
import { createContext, type ReactNode, Suspense, use, useContext } from 'react';

/**
 * Where the public pages read the site's content (issue 37): what staff published, the revision
 * the live state names. The shell provides it around every page: on the server, the revision the
 * page is rendered with; in the browser, the parts the page carries (the same ones, so hydration
 * finds the markup it renders), and the rest of the same revision fetched when a client-side
 * navigation first needs it.
 */
export interface SiteContentSource {
  /**
   * The part, or the promise of it while it is on its way. `deferred`: read inside
   * DeferredContent, so the page need not carry it.
   */
  read<TPart extends PublicPart>(
    part: TPart,
    deferred?: boolean,
  ): PublicContent[TPart] | Promise<PublicContent[TPart]>;
  /** On the server: what a page says of itself to search engines (schema.org JSON-LD), built from the content. */
  describe?(data: StructuredData): void;
}

export type StructuredData = { readonly [key: string]: JsonValue };

const SiteContentContext = createContext<SiteContentSource | null>(null);

export const SiteContentProvider = SiteContentContext;

function useSource(): SiteContentSource {
  const source = useContext(SiteContentContext);
  if (!source)
    throw new Error('No site content here: the shell provides it around every page (SiteContentProvider)');
  return source;
}

const DeferredContext = createContext(false);

/**
 * A section below the fold whose content the page does not carry in its data block (the club
 * pages' timetable and plans: the budget of the first round trip). The server renders it as any
 * other; in the browser it stays as the server rendered it until the revision's file has come,
 * then hydrates with that same content.
 */
export function DeferredContent({ children }: { children: ReactNode }) {
  return (
    <DeferredContext value={true}>
      <Suspense fallback={null}>{children}</Suspense>
    </DeferredContext>
  );
}

/** A part of the live content; suspends while a part this page did not carry is fetched. */
export function useSiteContent<TPart extends PublicPart>(part: TPart): PublicContent[TPart] {
  const value = useSource().read(part, useContext(DeferredContext));
  return value instanceof Promise ? use(value) : value;
}

/**
 * Hands the page's schema.org data to the server's renderer, which writes it into the page's head
 * beside its title: one source for a branch's telephone or hours, the content. In the browser it
 * does nothing (the head tags the server wrote stay for crawlers; the page renders no copy).
 */
export function useStructuredData(data: StructuredData): void {
  useSource().describe?.(data);
}
