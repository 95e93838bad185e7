import { type FederatedModuleId, federated } from '@sportif/runtime';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth-guard/require-auth';
import {
  adminLayout,
  adminPages,
  loginRoute,
  type PageRoute,
  publicLayout,
  publicPages,
} from './route-table';

/** Space each area keeps while its module loads, so nothing below it jumps. */
const layoutArea = { minHeight: '100vh' };
const pageArea = { minHeight: '70vh' };

const PublicLayout = federated(publicLayout, layoutArea);
const AdminLayout = federated(adminLayout, layoutArea);

/** One area per module a page route renders (a module used by several routes is loaded once). */
const pageAreas = new Map<FederatedModuleId, ComponentType<object>>();
for (const route of [loginRoute, ...publicPages, ...adminPages]) {
  if (pageAreas.has(route.module)) continue;
  const options = route === loginRoute ? layoutArea : pageArea;
  pageAreas.set(route.module, federated(route.module, options) as ComponentType<object>);
}

function PageArea({ route }: { route: PageRoute }) {
  const Area = pageAreas.get(route.module) as ComponentType<object>;
  return <Area {...route.props} />;
}

const pageRoute = (route: PageRoute): RouteObject => ({
  path: route.path,
  element: <PageArea route={route} />,
});

/**
 * The route table of route-table.ts as the data router's route objects: the sign-in page alone,
 * the public pages inside the public layout, the admin pages inside the guarded admin layout, and
 * the empty path or any unknown path sent to /. Plain objects built from the table, so the same
 * tree can be extended or rendered elsewhere without JSX routing.
 */
export function appRoutes(): RouteObject[] {
  return [
    pageRoute(loginRoute),
    { element: <PublicLayout />, children: publicPages.map(pageRoute) },
    {
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
      children: adminPages.map(pageRoute),
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
