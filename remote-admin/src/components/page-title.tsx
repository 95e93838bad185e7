import { adminTexts } from '../texts';

interface PageTitleProps {
  title: string;
}

/**
 * Names the browser tab after the screen. A React 19 `<title>`, which React moves into `<head>`
 * while the screen is shown and takes away on leaving it, as the public site's titles are.
 */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{`${title} - ${adminTexts.pageTitleSuffix}`}</title>;
}
