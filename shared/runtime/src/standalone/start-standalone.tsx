import { getInstance } from '@module-federation/enhanced/runtime';
import { type PageDeclaration, pathsOf, type RemoteRoutes } from '@sportif/contract/page-routes';
// By the package's name, not a relative path: the remote's components use the shared singleton,
// and so must its standalone page (one federation host, one toast container).
import {
  browserContentSource,
  fetchRuntimeConfig,
  SiteContentProvider,
  startedRuntimeConfig,
  startFederationHost,
  ToastHost,
} from '@sportif/runtime';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

/**
 * A remote on a page of its own in `pnpm dev`, for working on it without the shell: it is its own
 * federation host (other remotes and the API come from the dev runtime config), and shows
 * `content` with the toast container. Dev only: the production shell never loads this module.
 */
export function startStandalone(content: ReactNode): void {
  const host = getInstance();
  if (host) startFederationHost(host, () => fetchRuntimeConfig()).catch(console.error);
  // The live content from the API (the dev runtime config names no revision).
  const siteContent = browserContentSource(undefined, async () => (await startedRuntimeConfig()).content);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SiteContentProvider value={siteContent}>{content}</SiteContentProvider>
      <ToastHost />
    </StrictMode>,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: each module takes the props its declaration gives.
type ExposedComponents = Readonly<Record<string, ComponentType<any>>>;

/**
 * A remote's pages as its routes.ts declares them, each inside its layout, with the components
 * the remote exposes by their exposed key ('./HomePage'); no guard. Any other path goes to the
 * first page that is not the sign-in page.
 */
export function StandaloneRoutes({ routes, modules }: { routes: RemoteRoutes; modules: ExposedComponents }) {
  const component = (module: string) => {
    const found = modules[module];
    if (!found) throw new Error(`The standalone app has no component for ${module}: add it to its modules`);
    return found;
  };
  const pageRoutes = (pages: readonly PageDeclaration[]) =>
    pages.flatMap((page) => {
      const Page = component(page.module);
      return pathsOf(page).map((path) => <Route key={path} path={path} element={<Page {...page.props} />} />);
    });
  const layouts = Object.entries(routes.layouts ?? {});
  const inLayout = (page: PageDeclaration) => layouts.some(([slot]) => slot === page.layout);
  const home = routes.pages.find((page) => !page.signIn) ?? routes.pages[0];
  return (
    <BrowserRouter>
      <Routes>
        {pageRoutes(routes.pages.filter((page) => !inLayout(page)))}
        {layouts.map(([slot, module]) => {
          const Layout = component(module);
          return (
            <Route key={slot} element={<Layout />}>
              {pageRoutes(routes.pages.filter((page) => page.layout === slot))}
            </Route>
          );
        })}
        {home && <Route path="*" element={<Navigate to={pathsOf(home)[0] as string} replace />} />}
      </Routes>
    </BrowserRouter>
  );
}
