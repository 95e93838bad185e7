import { describe, expect, it } from 'vitest';
import { normalizePath, parseRemoteRoutes, remoteRoutesProblems } from './page-routes';

const exposed = ['./Layout', './HomePage', './ClubPage'];
const clubPage = { module: './ClubPage', props: { clubId: 'a' }, preload: ['remote_media/VideoPlayer'] };
const valid = {
  layouts: { public: './Layout' },
  pages: [
    { path: '/', module: './HomePage', layout: 'public' },
    { path: ['/club/a', '/a'], layout: 'public', ...clubPage },
    { path: '/giris', module: './HomePage', signIn: true },
  ],
};

describe('parseRemoteRoutes', () => {
  it('keeps declarations of the right shape as they are', () => {
    expect(parseRemoteRoutes(valid)).toEqual({ routes: valid });
    expect(parseRemoteRoutes({ pages: [] })).toEqual({ routes: { pages: [] } });
  });

  it('names every problem, with the page it is in', () => {
    expect(parseRemoteRoutes(null)).toEqual({ problems: ['routes need "pages" (a list)'] });
    expect(
      parseRemoteRoutes({
        layouts: { side: 'Layout' },
        pages: [
          {
            path: 'about',
            module: 'AboutPage',
            layout: 'main',
            props: [],
            preload: ['VideoPlayer'],
            signIn: 'yes',
          },
          { path: [], module: './X' },
          3,
        ],
      }),
    ).toEqual({
      problems: [
        'pages[0] ("about"): path must be an absolute path or a non-empty list of them',
        'pages[0] ("about"): module must be an exposed key ("./<Name>")',
        'pages[0] ("about"): layout "main" is not a slot (public, admin)',
        'pages[0] ("about"): props must be an object',
        'pages[0] ("about"): preload must list federated ids such as "remote_media/VideoPlayer"',
        'pages[0] ("about"): signIn must be true or false',
        'pages[1] ([]): path must be an absolute path or a non-empty list of them',
        'pages[2] is not an object',
        'layouts: "side" is not a slot',
        'layouts.side must be an exposed key',
      ],
    });
  });
});

describe('remoteRoutesProblems: what fails the build', () => {
  it('accepts declarations that name exposed modules once each', () => {
    expect(remoteRoutesProblems(valid, exposed)).toEqual([]);
  });

  it('refuses a module the remote does not expose, as a page or a layout', () => {
    expect(remoteRoutesProblems(valid, ['./HomePage', './ClubPage'])).toEqual([
      'layouts.public: ./Layout is not exposed',
    ]);
    expect(remoteRoutesProblems({ pages: [{ path: '/yeni', module: './NewPage' }] }, exposed)).toEqual([
      '/yeni: ./NewPage is not exposed',
    ]);
  });

  it('refuses a path declared twice, also when written with a trailing slash', () => {
    const twice = { pages: [...valid.pages, { path: ['/b', '/a/'], module: './ClubPage' }] };
    expect(remoteRoutesProblems(twice, exposed)).toEqual(['/a/ is declared twice']);
  });

  it('refuses an unknown slot and a second sign-in page', () => {
    expect(
      remoteRoutesProblems({ pages: [{ path: '/x', module: './HomePage', layout: 'side' }] }, exposed),
    ).toEqual(['pages[0] ("/x"): layout "side" is not a slot (public, admin)']);
    const twoSignIns = { pages: [...valid.pages, { path: '/giris-2', module: './HomePage', signIn: true }] };
    expect(remoteRoutesProblems(twoSignIns, exposed)).toEqual(['more than one page is the sign-in page']);
  });
});

describe('normalizePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/club/umitkoy/')).toBe('/club/umitkoy');
    expect(normalizePath('/admin//')).toBe('/admin');
  });
});
