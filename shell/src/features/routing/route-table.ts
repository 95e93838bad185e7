import type { FederatedModuleId, FederatedModules } from '@sportif/runtime';
import type { ComponentProps } from 'react';

type RouteTo<K extends FederatedModuleId> = {
  path: string;
  module: K;
  /** Modules of other remotes the page renders inside it: preloaded with it, nothing else. */
  nested?: readonly FederatedModuleId[];
} & (object extends ComponentProps<FederatedModules[K]>
  ? { props?: undefined }
  : { props: ComponentProps<FederatedModules[K]> });

/** A route and the module its remote exposes for it, with the props that module takes. */
export type PageRoute = { [K in FederatedModuleId]: RouteTo<K> }[FederatedModuleId];

/**
 * The whole route table of spec §2 as data: the shell renders it (app-routes.tsx) and its build
 * hands it to the server (route-modules.json), which preloads a route's modules from the page's
 * HTML. Paths are absolute; design.md §2 puts the admin under /admin.
 */
export const loginRoute: PageRoute = { path: '/login', module: 'remote_admin/Login' };

export const publicLayout: FederatedModuleId = 'remote_public/PublicLayout';

/** The club pages open with remote-media's player (their gallery comes once the page has loaded). */
const clubMedia: readonly FederatedModuleId[] = ['remote_media/VideoPlayer'];

export const publicPages: readonly PageRoute[] = [
  { path: '/', module: 'remote_public/HomePage' },
  { path: '/about', module: 'remote_public/AboutPage' },
  { path: '/contact', module: 'remote_public/ContactPage' },
  { path: '/schedule', module: 'remote_public/SchedulePage' },
  { path: '/club', module: 'remote_public/ClubListPage' },
  {
    path: '/club/umitkoy',
    module: 'remote_public/ClubPage',
    props: { clubId: 'umitkoy' },
    nested: clubMedia,
  },
  { path: '/umitkoy', module: 'remote_public/ClubPage', props: { clubId: 'umitkoy' }, nested: clubMedia },
  {
    path: '/club/cukurambar',
    module: 'remote_public/ClubPage',
    props: { clubId: 'cukurambar' },
    nested: clubMedia,
  },
  {
    path: '/cukurambar',
    module: 'remote_public/ClubPage',
    props: { clubId: 'cukurambar' },
    nested: clubMedia,
  },
  { path: '/uyelik', module: 'remote_public/MembershipPage' },
  { path: '/grup-dersleri', module: 'remote_public/GroupClassesPage' },
  { path: '/gizlilik', module: 'remote_public/PolicyPage', props: { topic: 'gizlilik' } },
  { path: '/guvenlik', module: 'remote_public/PolicyPage', props: { topic: 'guvenlik' } },
  { path: '/kvkk', module: 'remote_public/PolicyPage', props: { topic: 'kvkk' } },
  { path: '/iade', module: 'remote_public/PolicyPage', props: { topic: 'iade' } },
];

export const adminLayout: FederatedModuleId = 'remote_admin/AdminLayout';

/** Every /admin route is guarded (design.md §2). */
export const adminPages: readonly PageRoute[] = [
  { path: '/admin', module: 'remote_admin/AdminHome' },
  { path: '/admin/examples', module: 'remote_admin/Examples' },
  { path: '/admin/messages', module: 'remote_admin/Messages' },
];

export interface RouteModules {
  path: string;
  /** What the route renders, outermost first. */
  modules: FederatedModuleId[];
}

/** For each path, the federated modules its page is made of. */
export function routeModules(): RouteModules[] {
  return [
    { path: loginRoute.path, modules: [loginRoute.module] },
    ...publicPages.map((route) => ({
      path: route.path,
      modules: [publicLayout, route.module, ...(route.nested ?? [])],
    })),
    ...adminPages.map((route) => ({ path: route.path, modules: [adminLayout, route.module] })),
  ];
}

/** `pathname` as the table writes paths: without trailing slashes, except `/` itself. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The modules of the page at `pathname` (none for a path outside the table). */
export function modulesForPath(pathname: string): FederatedModuleId[] {
  const path = normalizePath(pathname);
  return routeModules().find((route) => route.path === path)?.modules ?? [];
}

/**
 * The modules the first render will show at `pathname`: a guarded page opened signed out is the
 * sign-in page (the guard sends the visitor there), so that is what to load, not the admin.
 */
export function modulesForFirstPage(pathname: string, signedIn: boolean): FederatedModuleId[] {
  const path = normalizePath(pathname);
  const guarded = adminPages.some((route) => route.path === path);
  return modulesForPath(guarded && !signedIn ? loginRoute.path : path);
}
