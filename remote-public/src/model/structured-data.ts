import type { OpeningHours, PublicBranch } from '@sportif/contract/content';
import type { StructuredData } from '@sportif/runtime';
import type { Branch } from '../content/club-content';
import { siteName } from '../content/site-content';
import { hoursLines } from './usage-hours';

/**
 * What the home and club pages say of the club to search engines (schema.org JSON-LD), from the
 * content they are rendered with: a branch's telephone, address and hours have one source. A
 * `url` or `@id` written as a path is made absolute on the site's origin by the server.
 */

/** A branch as schema.org's ExerciseGym, with the details its club page shows. */
export function exerciseGym(branch: Branch, details: PublicBranch, hours: OpeningHours, path: string) {
  return {
    '@type': 'ExerciseGym',
    '@id': `${path}#kulup`,
    name: `${siteName} ${branch.name}`,
    url: path,
    telephone: details.phone,
    email: details.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.street,
      postalCode: details.postalCode,
      addressLocality: details.district,
      addressRegion: details.city,
      addressCountry: 'TR',
    },
    openingHoursSpecification: hoursLines(hours).map((line) => {
      const [opens = '', closes = ''] = line.hours.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: line.dayOfWeek, opens, closes };
    }),
  } satisfies StructuredData;
}

/** A club page's data: its branch. */
export const clubPageData = (gym: ReturnType<typeof exerciseGym>): StructuredData => ({
  '@context': 'https://schema.org',
  ...gym,
});

/** The home page's data: the club as a whole, with both branches. */
export const organisationData = (gyms: readonly ReturnType<typeof exerciseGym>[]): StructuredData => ({
  '@context': 'https://schema.org',
  '@type': 'SportsOrganization',
  name: siteName,
  url: '/',
  department: [...gyms],
});
