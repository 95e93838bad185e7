import type { PageMetaText } from '../../content/site-content';

/** The page's `<title>` and meta tags; React 19 moves them into `<head>` while the page is shown. */
export function PageMeta({ title, description, author, keywords }: PageMetaText) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {author && <meta name="author" content={author} />}
      {keywords && <meta name="keywords" content={keywords} />}
    </>
  );
}
