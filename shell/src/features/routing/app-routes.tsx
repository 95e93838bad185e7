import { type FederatedModuleId, federated } from '@sportif/shared';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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

const routeElement = (route: PageRoute) => (
  <Route key={route.path} path={route.path} element={<PageArea route={route} />} />
);

/** The route table of route-table.ts; the empty path and any unknown path land on /. */
export function AppRoutes() {
  return (
    <Routes>
      {routeElement(loginRoute)}
      <Route element={<PublicLayout />}>{publicPages.map(routeElement)}</Route>
      <Route
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        {adminPages.map(routeElement)}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
