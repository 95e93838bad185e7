import { composeRouteTable, modulesForFirstPage, type RouteTable } from '@sportif/contract/page-routes';
import {
  authStore,
  browserContentSource,
  contentInPage,
  isRenderedByAnotherBuild,
  preloadFederatedModules,
  SiteContentProvider,
  startedRuntimeConfig,
} from '@sportif/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRouteObjects } from '../routing';
import { nextTask } from './next-task';
import { startFederation } from './start-federation';
import '../../document.css';

/** How long the first render waits for the page's modules before showing their placeholders. */
const firstPageWaitMs = 3000;

startFederation();
const waitLimit = new Promise<void>((resolve) => setTimeout(resolve, firstPageWaitMs));

/**
 * The route table from the remotes' declarations, which come in the runtime config (no request of
 * their own); without a config, an empty table: every path then shows the unavailable area.
 */
async function routeTable(): Promise<RouteTable> {
  try {
    return composeRouteTable((await startedRuntimeConfig()).routes);
  } catch {
    return composeRouteTable({});
  }
}

// The page's layout, page and nested modules load side by side, not one inside the other, and the
// first render waits for them: nothing of the shell is visible without them, and modules that are
// there render at once instead of suspending (see `federated`). A slow or broken remote only holds
// the first render up to firstPageWaitMs; its area then shows its placeholder or fallback.
void routeTable().then(async (table) => {
  const signedIn = authStore.getState().token !== null;
  const firstPage = preloadFederatedModules(modulesForFirstPage(table, window.location.pathname, signedIn));
  await Promise.race([firstPage, waitLimit]);
  // The last module's arrival, the router and hydration each get tasks of their own, as the
  // entry's evaluation does (start-shell.ts). The router is a data router, because scroll
  // restoration (Back and Forward return to where the visitor was) needs one; the server renders
  // no loader data (shell/src/prerender), so it hydrates with none.
  await nextTask();
  const router = createBrowserRouter(appRouteObjects(table));
  await nextTask();
  const container = document.getElementById('root') as HTMLElement;
  // The content the page was rendered with, and the rest of its revision when another page needs it.
  const content = browserContentSource(
    contentInPage()?.parts,
    async () => (await startedRuntimeConfig()).content,
  );
  const app = (
    <StrictMode>
      <SiteContentProvider value={content}>
        <RouterProvider router={router} />
      </SiteContentProvider>
    </StrictMode>
  );
  // As a transition, React renders in slices of a few milliseconds and lets the browser answer
  // input in between, instead of blocking the main thread for the whole page (a plain hydrateRoot
  // takes each area over in one task, a long one for the club page). A public page comes
  // rendered by the server (release/src/prerender): React takes over its markup as it is, node for
  // node, and an area whose module is still on its way keeps the server's markup until it arrives.
  // Any other page (the back-office, nginx) is rendered here.
  startTransition(() => {
    if (!container.hasChildNodes()) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(container, app, {
      // An area served by its remote's last good build is rendered anew on purpose (the failure
      // of the live build is reported to the server already); anything else is an error.
      onRecoverableError: (error) => {
        if (!isRenderedByAnotherBuild(error)) reportError(error);
      },
    });
  });
});
