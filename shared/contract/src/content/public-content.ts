import {
  type Banner,
  type BranchInfo,
  type ClubIdentifier,
  clubIds,
  type GroupClasses,
  type Membership,
  type PolicyTopicName,
  policyTopics,
  type Schedule,
  type SiteContent,
  type TimetableEntry,
} from './content-schema';

/**
 * The site's content as visitors' pages read it: what a publication makes live, what the public
 * pages are rendered with, and what each page carries for its hydration (only the parts it read).
 * It is the edited content (content-schema.ts) with what no page shows left out (a class's
 * studio), the usage hours apart from the other branch details (the footer of every page reads
 * them, and only them), and each policy text as the HTML its Markdown was rendered to when it was
 * published: no Markdown library reaches the browser.
 */

export type OpeningHours = BranchInfo['hours'];
export type PublicBranch = Omit<BranchInfo, 'hours'>;
export type PublicClass = Omit<TimetableEntry, 'studio'>;
export interface PublicTimetable {
  /** Monday first. */
  days: PublicClass[][];
}
export interface PublicPolicy {
  /** Safe HTML: rendered from Markdown without raw HTML, with links only where links may go. */
  html: string;
}

export interface PublicContent {
  hours: Record<ClubIdentifier, OpeningHours>;
  'branch.umitkoy': PublicBranch;
  'branch.cukurambar': PublicBranch;
  'timetable.umitkoy': PublicTimetable;
  'timetable.cukurambar': PublicTimetable;
  schedule: Schedule;
  groupClasses: GroupClasses;
  membership: Membership;
  banner: Banner;
  'policy.gizlilik': PublicPolicy;
  'policy.guvenlik': PublicPolicy;
  'policy.kvkk': PublicPolicy;
  'policy.iade': PublicPolicy;
}
export type PublicPart = keyof PublicContent;

const withoutHours = ({ hours: _hours, ...branch }: BranchInfo): PublicBranch => branch;
const publicTimetable = ({ days }: SiteContent['timetable.umitkoy']): PublicTimetable => ({
  days: days.map((entries) => entries.map(({ studio: _studio, ...entry }) => entry)),
});

/** The public form of `content`, each policy's Markdown rendered by `renderMarkdown` (content-publishing). */
export function publicContentOf(
  content: SiteContent,
  renderMarkdown: (markdown: string) => string,
): PublicContent {
  const policy = (topic: PolicyTopicName): PublicPolicy => ({
    html: renderMarkdown(content[`policy.${topic}`].markdown),
  });
  const [gizlilik, guvenlik, kvkk, iade] = policyTopics.map(policy) as [
    PublicPolicy,
    PublicPolicy,
    PublicPolicy,
    PublicPolicy,
  ];
  return {
    hours: Object.fromEntries(clubIds.map((club) => [club, content[`branch.${club}`].hours])) as Record<
      ClubIdentifier,
      OpeningHours
    >,
    'branch.umitkoy': withoutHours(content['branch.umitkoy']),
    'branch.cukurambar': withoutHours(content['branch.cukurambar']),
    'timetable.umitkoy': publicTimetable(content['timetable.umitkoy']),
    'timetable.cukurambar': publicTimetable(content['timetable.cukurambar']),
    schedule: content.schedule,
    groupClasses: content.groupClasses,
    membership: content.membership,
    banner: content.banner,
    'policy.gizlilik': gizlilik,
    'policy.guvenlik': guvenlik,
    'policy.kvkk': kvkk,
    'policy.iade': iade,
  };
}

/**
 * The id of the data block a public page carries its content in (`<script type="application/json">`,
 * like the runtime config): the parts its markup was rendered with, which the browser hydrates
 * with. No script runs from it, so the Content-Security-Policy needs no exception.
 */
export const inlineContentId = 'site-content';

/** What that block holds: the parts the page read, by name. */
export interface InlineContent {
  parts: Partial<PublicContent>;
}

/**
 * Where the whole content of a published revision is served (immutable, like a version's
 * files): a page fetches the parts another page needs from it on a client-side navigation.
 */
export const contentFileUrl = (revision: string): string => `/content/${revision}.json`;

/** A revision is a short hash of its public content: the same content is the same revision. */
export const isContentRevision = (text: unknown): text is string =>
  typeof text === 'string' && /^[0-9a-f]{12}$/.test(text);
