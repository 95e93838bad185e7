import type { PageHead, PageHeads } from '@sportif/contract/page-heads';
import { type PageDeclaration, pathsOf } from '@sportif/contract/page-routes';
import type { ClubId, PolicyTopic } from '@sportif/runtime';
import { branchById } from './content/club-content';
import { pageMeta } from './content/page-meta-content';
import { breadcrumbTexts, type PageHeadText, pageHeadings } from './content/site-content';
import { clubMeta } from './features/clubs/content/club-page-content';
import { policyHeadings, policyMeta } from './features/policies/content/policy-content';
import { routes } from './routes';

/**
 * What each page of remote-public says to search engines and link previews, by path: the same
 * title and description the page sets when it renders (its PageMeta) and its breadcrumb. Shipped
 * with the build as page-heads.json; the site server writes it into the page's HTML. The schema.org
 * data of the club and its branches is built from the content the page is rendered with
 * (model/structured-data.ts), which the server writes beside it.
 */

/** The picture link previews show (public/og-image.png). */
const previewImage = 'og-image.png';

/** An inner page: its heading after "Ana Sayfa", as its PageHero shows. */
const innerPage = ({ meta, heading }: PageHeadText, path: string): PageHead => ({
  title: meta.title,
  description: meta.description,
  image: previewImage,
  breadcrumb: [
    { name: breadcrumbTexts.home, path: '/' },
    { name: heading, path },
  ],
});

/**
 * The inner pages with one path each, by the module that renders them. A new page adds its line
 * here with the head it keeps beside itself (features/<feature>/content/<page>-head.ts).
 */
const innerPages: Record<string, PageHeadText> = {
  './AboutPage': { meta: pageMeta.about, heading: pageHeadings.about },
  './ContactPage': { meta: pageMeta.contact, heading: pageHeadings.contact },
  './SchedulePage': { meta: pageMeta.schedule, heading: pageHeadings.schedule },
  './ClubListPage': { meta: pageMeta.clubList, heading: pageHeadings.clubList },
  './MembershipPage': { meta: pageMeta.membership, heading: pageHeadings.membership },
  './GroupClassesPage': { meta: pageMeta.groupClasses, heading: pageHeadings.groupClasses },
};

/** The head of `page` at its first path; none for a page this file does not know yet (page-heads.test.ts asks for one). */
export function pageHeadOf(page: PageDeclaration): PageHead | undefined {
  const [path = '/'] = pathsOf(page);
  if (page.module === './HomePage') {
    const { title, description } = pageMeta.home;
    return { title, description, image: previewImage };
  }
  if (page.module === './ClubPage') {
    const branch = branchById[page.props?.clubId as ClubId];
    return innerPage({ meta: clubMeta(branch.name), heading: branch.name }, path);
  }
  if (page.module === './PolicyPage') {
    const topic = page.props?.topic as PolicyTopic;
    return innerPage({ meta: policyMeta[topic], heading: policyHeadings[topic] }, path);
  }
  const inner = innerPages[page.module];
  return inner && innerPage(inner, path);
}

/** Every declared path's head; a second path of a page names the first as canonical. */
export const pageHeads: PageHeads = Object.fromEntries(
  routes.pages.flatMap((page) => {
    const head = pageHeadOf(page);
    if (!head) return [];
    const [first, ...others] = pathsOf(page);
    return [[first, head], ...others.map((path) => [path, { ...head, canonicalPath: first }])];
  }),
);
