import { pageHeadsProblems } from '@sportif/contract/page-heads';
import { pathsOf } from '@sportif/contract/page-routes';
import { describe, expect, it } from 'vitest';
import { pageHeads } from './page-heads';
import { routes } from './routes';

const declared = routes.pages.flatMap((page) => [...pathsOf(page)]);

describe('page heads', () => {
  it('give every declared path a head the build accepts', () => {
    expect(Object.keys(pageHeads).sort()).toEqual([...declared].sort());
    expect(pageHeadsProblems(pageHeads, declared)).toEqual([]);
  });

  it('keep the about page title, and name the first path of a page as canonical for the others', () => {
    expect(pageHeads['/about']?.title).toBe('Hakkımızda - Sportif Yaşam Merkezi');
    expect(pageHeads['/umitkoy']?.canonicalPath).toBe('/club/umitkoy');
    expect(pageHeads['/club/umitkoy']?.canonicalPath).toBeUndefined();
    expect(pageHeads['/kvkk']?.breadcrumb).toEqual([
      { name: 'Ana Sayfa', path: '/' },
      { name: 'KVKK Aydınlatma Metni', path: '/kvkk' },
    ]);
    expect(pageHeads['/']?.breadcrumb).toBeUndefined();
  });

  it("describe each branch on its club page as an ExerciseGym with the page's details", () => {
    expect(pageHeads['/club/cukurambar']?.structuredData).toEqual([
      {
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
      },
    ]);
  });
});
