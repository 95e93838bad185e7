import { authStore, preloadFederatedModules } from '@sportif/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app-router';
import { modulesForFirstPage } from './features/routing/route-table';
import { startFederation } from './features/startup/start-federation';
import './document.css';

/** How long the first render waits for the page's modules before showing their placeholders. */
const firstPageWaitMs = 3000;

startFederation();
// The page's layout, page and nested modules load side by side, not one inside the other, and the
// first render waits for them: nothing of the shell is visible without them, and modules that are
// there render at once instead of suspending (see `federated`). A slow or broken remote only holds
// the first render up to firstPageWaitMs; its area then shows its placeholder or fallback.
const signedIn = authStore.getState().token !== null;
const firstPage = preloadFederatedModules(modulesForFirstPage(window.location.pathname, signedIn));
const waitLimit = new Promise<void>((resolve) => setTimeout(resolve, firstPageWaitMs));

// As a transition, React renders the first page in slices of a few milliseconds and lets the
// browser answer input in between, instead of blocking the main thread for the whole page.
void Promise.race([firstPage, waitLimit]).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
