import type { RouteTable } from '@sportif/contract/page-routes';
import { shellReadyAttribute } from '@sportif/contract/prerender';
import { ToastHost } from '@sportif/runtime';
import { useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { appRoutes } from './app-routes';
import { PageScroll } from './page-scroll';

/**
 * Around every page: where it opens (scroll) and the one toast container; once it has rendered in
 * the browser, the mark on `<html>` that the shell has taken the page over (`shellReadyAttribute`).
 */
function AppRoot() {
  useEffect(() => document.documentElement.setAttribute(shellReadyAttribute, ''), []);
  return (
    <>
      <Outlet />
      <PageScroll />
      <ToastHost />
    </>
  );
}

/** The shell's routes over the route table the remotes declared, for the browser and the server alike. */
export function appRouteObjects(table: RouteTable): RouteObject[] {
  return [{ Component: AppRoot, children: appRoutes(table) }];
}
