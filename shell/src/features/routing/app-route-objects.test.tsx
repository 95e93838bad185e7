// @vitest-environment jsdom
import { composeRouteTable } from '@sportif/contract/page-routes';
import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouteObjects } from './app-route-objects';

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

const routers: ReturnType<typeof createBrowserRouter>[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('appRouteObjects', () => {
  it('match a declared path, under the root and its layout, each with its element, as the browser starts on it', () => {
    window.history.replaceState(null, '', '/one');
    const router = createBrowserRouter(appRouteObjects(table));
    routers.push(router);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map(({ route }) => route.path)).toEqual([undefined, undefined, '/one']);
    expect(router.state.matches.every(({ route }) => route.element != null)).toBe(true);
  });
});
