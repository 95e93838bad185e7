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

  it('leave the schema.org data of the club and its branches to the pages, which build it from the content', () => {
    expect(pageHeads['/']?.structuredData).toBeUndefined();
    expect(pageHeads['/club/cukurambar']?.structuredData).toBeUndefined();
  });
});
