import { describe, expect, it } from 'vitest';
import type { RemoteRoutes } from './page-routes';
import { composeRouteTable, isGuarded, modulesForFirstPage, modulesForPath } from './route-table';

const site: Record<string, RemoteRoutes | undefined> = {
  remote_public: {
    layouts: { public: './PublicLayout' },
    pages: [
      { path: '/', module: './HomePage', layout: 'public' },
      {
        path: ['/club/umitkoy', '/umitkoy'],
        module: './ClubPage',
        layout: 'public',
        props: { clubId: 'umitkoy' },
        preload: ['remote_media/VideoPlayer'],
      },
    ],
  },
  remote_admin: {
    layouts: { admin: './AdminLayout', public: './NotThisOne' },
    pages: [
      { path: '/login', module: './Login', signIn: true },
      { path: '/admin/examples', module: './Examples', layout: 'admin' },
      { path: '/umitkoy', module: './NotThisOne' },
    ],
  },
  remote_media: undefined,
};

describe('composeRouteTable', () => {
  const table = composeRouteTable(site);

  it('gives every path its federated module, props and preloads, and each slot its layout', () => {
    expect(table.layouts).toEqual({
      public: 'remote_public/PublicLayout',
      admin: 'remote_admin/AdminLayout',
    });
    expect(table.routes.map((route) => route.path)).toEqual([
      '/',
      '/club/umitkoy',
      '/umitkoy',
      '/login',
      '/admin/examples',
    ]);
    expect(table.routes[2]).toEqual({
      path: '/umitkoy',
      module: 'remote_public/ClubPage',
      layout: 'public',
      props: { clubId: 'umitkoy' },
      preload: ['remote_media/VideoPlayer'],
    });
    expect(table.signInPath).toBe('/login');
  });

  it('gives a page its layout, its module and what it preloads, outermost first', () => {
    expect(modulesForPath(table, '/umitkoy/')).toEqual([
      'remote_public/PublicLayout',
      'remote_public/ClubPage',
      'remote_media/VideoPlayer',
    ]);
    expect(modulesForPath(table, '/login')).toEqual(['remote_admin/Login']);
    expect(modulesForPath(table, '/nope')).toEqual([]);
  });

  it('loads the sign-in page, not the guarded one, for a guarded page opened signed out', () => {
    expect(isGuarded(table, '/admin/examples')).toBe(true);
    expect(isGuarded(table, '/umitkoy')).toBe(false);
    expect(modulesForFirstPage(table, '/admin/examples', false)).toEqual(['remote_admin/Login']);
    expect(modulesForFirstPage(table, '/admin/examples', true)).toEqual([
      'remote_admin/AdminLayout',
      'remote_admin/Examples',
    ]);
    expect(modulesForFirstPage(table, '/', false)).toEqual(modulesForPath(table, '/'));
  });

  it('is empty without declarations', () => {
    expect(composeRouteTable({})).toEqual({ layouts: {}, routes: [] });
  });
});
