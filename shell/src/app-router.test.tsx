// @vitest-environment jsdom
import { composeRouteTable } from '@sportif/contract/page-routes';
import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouteObjects, createAppRouter } from './app-router';

const table = composeRouteTable({
  remote_pages: {
    layouts: { public: './SiteFrame' },
    pages: [
      { path: '/', module: './Front', layout: 'public' },
      {
        path: ['/branches/one', '/one'],
        module: './Branch',
        layout: 'public',
        props: { id: 'one' },
      },
    ],
  },
});

/** What a router shows: where it is and which routes, with which elements, match there. */
const shown = (router: ReturnType<typeof createBrowserRouter>) => ({
  initialized: router.state.initialized,
  pathname: router.state.location.pathname,
  matches: router.state.matches.map(({ route }) => ({
    path: route.path,
    hasElement: route.element != null,
    hasErrorBoundary: route.hasErrorBoundary,
  })),
});

const routers: ReturnType<typeof createBrowserRouter>[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('createAppRouter', () => {
  // It builds createBrowserRouter's router from react-router's UNSAFE_ exports: this fails when
  // a release of react-router changes what they do.
  it("starts where createBrowserRouter's router starts, one step per call of betweenSteps", async () => {
    window.history.replaceState(null, '', '/one');
    let steps = 0;
    const router = await createAppRouter(table, async () => {
      steps += 1;
    });
    routers.push(router);
    const reference = createBrowserRouter(appRouteObjects(table));
    routers.push(reference);

    expect(steps).toBe(2);
    expect(shown(router)).toEqual(shown(reference));
    expect(shown(router).matches.map(({ path }) => path)).toEqual([undefined, undefined, '/one']);
    expect(shown(router).matches.every(({ hasElement }) => hasElement)).toBe(true);
  });

  it('follows the browser history once it has started', async () => {
    window.history.replaceState(null, '', '/one');
    const router = await createAppRouter(table, async () => {});
    routers.push(router);

    await router.navigate('/branches/one');
    expect(window.location.pathname).toBe('/branches/one');
    window.history.back();
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.location.pathname !== '/one') return;
        stop();
        resolve();
      });
    });
    expect(router.state.matches.at(-1)?.route.path).toBe('/one');
  });
});
