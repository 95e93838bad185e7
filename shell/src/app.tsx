import { ToastHost } from '@sportif/shared';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './features/routing/app-routes';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <ToastHost />
    </BrowserRouter>
  );
}
