import type { RemoteRoutes } from '@sportif/contract/page-routes';

/** No page of its own: remote-public's club pages render the player and the gallery. */
export const routes: RemoteRoutes = { pages: [] };
