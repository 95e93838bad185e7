import { servedHeadAttribute } from '@sportif/contract/page-heads';
import { useEffect } from 'react';
import type { PageMetaText } from '../../content/site-content';

/**
 * The page's `<title>` and meta tags; React 19 moves them into `<head>` while the page is shown.
 * The tags the server wrote for the page first asked for (page-heads.ts) go once a page renders
 * its own: after a client-side navigation they would describe another page.
 */
export function PageMeta({ title, description, author, keywords }: PageMetaText) {
  useEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${servedHeadAttribute}]`)) tag.remove();
  }, []);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {author && <meta name="author" content={author} />}
      {keywords && <meta name="keywords" content={keywords} />}
    </>
  );
}
