import type { RouteTable } from '@sportif/contract/page-routes';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import { AppRoot } from './features/routing/app-root';
import { appRoutes } from './features/routing/app-routes';

/** The shell's routes over the route table the remotes declared, for the browser and the server alike. */
export function appRouteObjects(table: RouteTable): RouteObject[] {
  return [{ Component: AppRoot, children: appRoutes(table) }];
}

/**
 * The shell's data router over the route table the remotes declared: a data router, because
 * scroll restoration (Back and Forward return to where the visitor was) needs one. A page the
 * server rendered is hydrated with it (there is no loader data to hand over).
 *
 * It is what createBrowserRouter builds, in three steps with `betweenSteps` (a later task) in
 * between: as one task, the history entry it writes, the ranking of every route and the first
 * match made one long task. The router reads the location in the second step
 * and listens to the history from the third: a Back or Forward within the one task between them
 * would go unseen.
 */
export async function createAppRouter(table: RouteTable, betweenSteps: () => Promise<void>) {
  const history = createBrowserHistory();
  await betweenSteps();
  const router = createRouter({
    history,
    routes: appRouteObjects(table),
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await betweenSteps();
  return router.initialize();
}
