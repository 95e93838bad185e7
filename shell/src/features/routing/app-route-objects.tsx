import type { RouteTable } from '@sportif/contract/page-routes';
import type { RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { appRoutes } from './app-routes';

/** The shell's routes over the route table the remotes declared, for the browser and the server alike. */
export function appRouteObjects(table: RouteTable): RouteObject[] {
  return [{ Component: AppRoot, children: appRoutes(table) }];
}
