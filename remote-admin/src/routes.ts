import type { RemoteRoutes } from '@sportif/contract/page-routes';

/**
 * The sign-in page, alone, and the back-office in the admin layout, which this remote provides and
 * the shell guards (every /admin page: docs/decisions/0003-guard-protects-every-admin-route.md).
 * Shipped with the build as routes.json.
 */
export const routes: RemoteRoutes = {
  layouts: { admin: './AdminLayout' },
  pages: [
    { path: '/login', module: './Login', signIn: true },
    { path: '/admin', module: './AdminHome', layout: 'admin' },
    { path: '/admin/examples', module: './Examples', layout: 'admin' },
    { path: '/admin/messages', module: './Messages', layout: 'admin' },
  ],
};
