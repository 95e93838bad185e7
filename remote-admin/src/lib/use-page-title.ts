import { useEffect } from 'react';
import { adminTexts } from '../texts';

/** Names the browser tab after the screen, and gives the previous name back on leaving it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} - ${adminTexts.pageTitleSuffix}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
