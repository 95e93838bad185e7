import { StandaloneRoutes } from '@sportif/runtime/standalone';
import Examples from './features/examples/components/examples';
import AdminHome from './features/home/components/admin-home';
import AdminLayout from './features/layout/components/admin-layout';
import Login from './features/login/components/login';
import Messages from './features/messages/components/messages';
import { routes } from './routes';

/** What module-federation.config.ts exposes, as components, by exposed key. */
const exposedComponents = {
  './Login': Login,
  './AdminLayout': AdminLayout,
  './AdminHome': AdminHome,
  './Examples': Examples,
  './Messages': Messages,
};

/** remote-admin on its own page (dev on :3002): its pages as src/routes.ts declares them, unguarded. */
export function StandaloneApp() {
  return <StandaloneRoutes routes={routes} modules={exposedComponents} />;
}
