import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, startFederationHost, ToastHost } from '@sportif/runtime';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import Examples from './features/examples/components/examples';
import AdminHome from './features/home/components/admin-home';
import AdminLayout from './features/layout/components/admin-layout';
import Login from './features/login/components/login';
import Messages from './features/messages/components/messages';

// Standalone (dev on :3002) the API base comes from the dev runtime config, as in the shell.
const host = getInstance();
if (host) startFederationHost(host, () => fetchRuntimeConfig()).catch(console.error);

/** remote-admin on its own page, for working on it without the shell (no guard here). */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="login" element={<Login />} />
        <Route path="admin" element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          <Route path="examples" element={<Examples />} />
          <Route path="messages" element={<Messages />} />
        </Route>
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
      <ToastHost />
    </BrowserRouter>
  );
}
