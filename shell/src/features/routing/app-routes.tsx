import {
  type LayoutSlot,
  layoutSlots,
  type RouteTable,
  routeAt,
  type TableRoute,
} from '@sportif/contract/page-routes';
import { AreaFallback, federatedRoute, type RouteProps } from '@sportif/runtime';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth-guard';

/** Space each area keeps while its module loads, so nothing below it jumps. */
const layoutArea = { minHeight: '100vh' };
const pageArea = { minHeight: '70vh' };

/** One area per module (a module several routes render is loaded once), made when first needed. */
const areas = new Map<string, ComponentType<RouteProps>>();
function areaOf(module: string, options: { minHeight: string }): ComponentType<RouteProps> {
  let Area = areas.get(module);
  if (!Area) {
    Area = federatedRoute(module, options);
    areas.set(module, Area);
  }
  return Area;
}

function pageRoute(route: TableRoute): RouteObject {
  // A page without a layout fills the screen, as a layout would.
  const Area = areaOf(route.module, route.layout ? pageArea : layoutArea);
  return { path: route.path, element: <Area {...route.props} /> };
}

const reload = () => window.location.reload();

/** A slot's layout around its pages, behind the guard when the slot is guarded. */
function layoutRoute(
  slot: LayoutSlot,
  layout: string,
  children: RouteObject[],
  signInPath: string | undefined,
): RouteObject {
  const Layout = areaOf(layout, layoutArea);
  const element = layoutSlots[slot].guarded ? (
    <RequireAuth signInPath={signInPath}>
      <Layout />
    </RequireAuth>
  ) : (
    <Layout />
  );
  return { element, children };
}

/**
 * The data router's route objects for the route table the remotes declared: pages without a layout
 * alone, the pages of each layout slot inside that slot's layout (behind the guard for a guarded
 * slot, which sends a signed-out visitor to the declared sign-in page), and any other path sent
 * to /. A page whose slot no remote fills is left out, so it goes to / as well. Without a page at /
 * (no routes could be read) every path shows the unavailable area, whose button loads the site anew.
 */
export function appRoutes(table: RouteTable): RouteObject[] {
  const alone = table.routes.filter((route) => !route.layout).map(pageRoute);
  const nested = (Object.keys(layoutSlots) as LayoutSlot[]).flatMap((slot) => {
    const layout = table.layouts[slot];
    const children = table.routes.filter((route) => route.layout === slot).map(pageRoute);
    return layout && children.length > 0 ? [layoutRoute(slot, layout, children, table.signInPath)] : [];
  });
  const elsewhere = routeAt(table, '/') ? (
    <Navigate to="/" replace />
  ) : (
    <AreaFallback onRetry={reload} minHeight={layoutArea.minHeight} />
  );
  return [...alone, ...nested, { path: '*', element: elsewhere }];
}
