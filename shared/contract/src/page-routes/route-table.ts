import {
  type JsonValue,
  type LayoutSlot,
  layoutSlots,
  normalizePath,
  pathsOf,
  type RemoteRoutes,
} from './page-routes';

/** One path of the site and what renders it; modules by federated id ('remote_public/ClubPage'). */
export interface TableRoute {
  path: string;
  module: string;
  layout?: LayoutSlot | undefined;
  props: { readonly [key: string]: JsonValue };
  preload: readonly string[];
}

/** Every remote's declarations together: what the shell renders and the server preloads. */
export interface RouteTable {
  /** The module of each slot's layout. */
  layouts: { [slot in LayoutSlot]?: string };
  routes: TableRoute[];
  /** Where the guard sends a signed-out visitor. */
  signInPath?: string | undefined;
}

/**
 * The route table of the remotes' declarations, by remote name in the order given: a path or a
 * slot declared by two remotes belongs to the first.
 */
export function composeRouteTable(routesByRemote: {
  [remote: string]: RemoteRoutes | undefined;
}): RouteTable {
  const table: RouteTable = { layouts: {}, routes: [] };
  const taken = new Set<string>();
  for (const [remote, declared] of Object.entries(routesByRemote)) {
    if (!declared) continue;
    const id = (module: string) => `${remote}/${module.replace(/^\.\//, '')}`;
    for (const [slot, module] of Object.entries(declared.layouts ?? {}) as [LayoutSlot, string][]) {
      table.layouts[slot] ??= id(module);
    }
    for (const page of declared.pages) {
      for (const path of pathsOf(page).map(normalizePath)) {
        if (taken.has(path)) continue;
        taken.add(path);
        table.routes.push({
          path,
          module: id(page.module),
          layout: page.layout,
          props: page.props ?? {},
          preload: page.preload ?? [],
        });
        if (page.signIn) table.signInPath ??= path;
      }
    }
  }
  return table;
}

export function routeAt(table: RouteTable, pathname: string): TableRoute | undefined {
  const path = normalizePath(pathname);
  return table.routes.find((route) => route.path === path);
}

/** The modules of the page at `pathname`, outermost first: its layout, itself, what it preloads. */
export function modulesForPath(table: RouteTable, pathname: string): string[] {
  const route = routeAt(table, pathname);
  if (!route) return [];
  const layout = route.layout && table.layouts[route.layout];
  return [...(layout ? [layout] : []), route.module, ...route.preload];
}

/**
 * The paths anyone may open: every route outside a guarded layout, except the sign-in page. They
 * are listed in the sitemap and rendered into HTML by each release.
 */
export function publicPaths(table: RouteTable): string[] {
  return table.routes
    .filter((route) => !(route.layout && layoutSlots[route.layout].guarded))
    .filter((route) => route.path !== table.signInPath)
    .map((route) => route.path);
}

/** Whether the page at `pathname` needs a signed-in visitor. */
export function isGuarded(table: RouteTable, pathname: string): boolean {
  const layout = routeAt(table, pathname)?.layout;
  return layout !== undefined && layoutSlots[layout].guarded;
}

/**
 * The modules the first render will show at `pathname`: a guarded page opened signed out is the
 * sign-in page (the guard sends the visitor there), so that is what to load, not the guarded one.
 */
export function modulesForFirstPage(table: RouteTable, pathname: string, signedIn: boolean): string[] {
  const signIn = isGuarded(table, pathname) && !signedIn ? table.signInPath : undefined;
  return modulesForPath(table, signIn ?? pathname);
}
