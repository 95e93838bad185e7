import type { ContentPart } from '@sportif/contract/content';

/**
 * The public page `Önizle` opens for a part: the page that shows it first. Parts every page
 * reads (a branch's hours are in the footer) open the page that shows the most of them.
 */
export function previewPathOf(part: ContentPart): string {
  const [kind, name] = part.split('.');
  switch (kind) {
    case 'timetable':
    case 'branch':
      return `/${name}`;
    case 'policy':
      return `/${name}`;
    case 'schedule':
      return '/schedule';
    case 'groupClasses':
      return '/grup-dersleri';
    case 'membership':
      return '/uyelik';
    default:
      return '/';
  }
}
