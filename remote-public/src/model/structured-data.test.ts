import { contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { describe, expect, it } from 'vitest';
import { branchById } from '../content/club-content';
import { clubPageData, exerciseGym, organisationData } from './structured-data';

const { content } = contentRevisionOf(contentSeed);
const gym = (club: 'umitkoy' | 'cukurambar') =>
  exerciseGym(branchById[club], content[`branch.${club}`], content.hours[club], `/club/${club}`);

describe('the schema.org data of the club', () => {
  it('describes a branch on its club page as an ExerciseGym with the published details', () => {
    expect(clubPageData(gym('cukurambar'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      '@id': '/club/cukurambar#kulup',
      name: 'Sportif Yaşam Merkezi Çukurambar Kulüp',
      url: '/club/cukurambar',
      telephone: '+90 312 287 62 19',
      email: 'cukurambar@sportifyasam.com.tr',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25',
        postalCode: '06510',
        addressLocality: 'Çankaya',
        addressRegion: 'Ankara',
        addressCountry: 'TR',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00',
          closes: '22:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday', 'Sunday'],
          opens: '08:00',
          closes: '21:00',
        },
      ],
    });
  });

  it('describes the club on the home page with both branches', () => {
    expect(organisationData([gym('umitkoy'), gym('cukurambar')])).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: 'Sportif Yaşam Merkezi',
      url: '/',
      department: [{ '@id': '/club/umitkoy#kulup' }, { '@id': '/club/cukurambar#kulup' }],
    });
  });
});
