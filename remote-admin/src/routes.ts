import type { RemoteRoutes } from '@sportif/contract/page-routes';

const contentEditor = (path: string, editor: string) =>
  ({ path, module: './ContentEditor', layout: 'admin', props: { editor } }) as const;

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
    { path: '/admin/users', module: './Users', layout: 'admin' },
    { path: '/admin/audit', module: './AuditLog', layout: 'admin' },
    { path: '/admin/password', module: './ChangePassword', layout: 'admin' },
    // The content editors (issue 37): one module, the editor named by its props.
    contentEditor('/admin/ders-programi', 'timetable'),
    contentEditor('/admin/uyelik-fiyatlari', 'membership'),
    contentEditor('/admin/banner', 'banner'),
    contentEditor('/admin/sube-bilgileri', 'branches'),
    contentEditor('/admin/sayfa-metinleri', 'texts'),
  ],
};
