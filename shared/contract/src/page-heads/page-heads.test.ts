import { describe, expect, it } from 'vitest';
import { pageHeadAt, pageHeadsProblems } from './page-heads';

const head = { title: 'Hakkımızda - Sportif Yaşam Merkezi', description: 'Biz kimiz.' };

describe('pageHeadsProblems', () => {
  it('accepts heads of declared paths', () => {
    expect(
      pageHeadsProblems(
        {
          '/about': { ...head, image: 'og-image.png', breadcrumb: [{ name: 'Ana Sayfa', path: '/' }] },
          '/hakkimizda': { ...head, canonicalPath: '/about', structuredData: [{ '@type': 'Thing' }] },
        },
        ['/about', '/hakkimizda'],
      ),
    ).toEqual([]);
  });

  it('names the path and what is wrong with each head', () => {
    expect(
      pageHeadsProblems(
        {
          '/nowhere': head,
          '/about': { title: '', description: 'x', canonicalPath: '/elsewhere', image: '/etc/passwd' },
          '/contact': { ...head, breadcrumb: ['Ana Sayfa'], structuredData: {} },
        },
        ['/about', '/contact'],
      ),
    ).toEqual([
      '/nowhere: no page is declared at this path',
      '/about: title must be a text',
      '/about: canonicalPath "/elsewhere" is not a declared path',
      "/about: image must name a file of the build ('og-image.png')",
      '/contact: breadcrumb must list { name, path } from the home page to the page',
      '/contact: structuredData must be a list of schema.org objects',
    ]);
  });
});

describe('pageHeadAt', () => {
  it('gives the head of a path when it holds up, else nothing', () => {
    expect(pageHeadAt({ '/about': head }, '/about')).toEqual(head);
    expect(pageHeadAt({ '/about': head }, '/contact')).toBeUndefined();
    expect(pageHeadAt({ '/about': { title: 'x' } }, '/about')).toBeUndefined();
    expect(pageHeadAt(undefined, '/about')).toBeUndefined();
  });
});
