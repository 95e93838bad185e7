import { shellReadyAttribute } from '@sportif/contract/prerender';
import { ToastHost } from '@sportif/runtime';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageScroll } from './page-scroll';

/**
 * Around every page: where it opens (scroll) and the one toast container. A module of its own,
 * exporting only the component, so that an edit here is a hot update in dev (React Refresh
 * replaces a module's components only when the module exports nothing else).
 */
export function AppRoot() {
  useEffect(() => document.documentElement.setAttribute(shellReadyAttribute, ''), []);
  return (
    <>
      <Outlet />
      <PageScroll />
      <ToastHost />
    </>
  );
}
