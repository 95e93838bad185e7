/**
 * The router as the shell provides it to every app, under the share keys 'react-router' and
 * 'react-router-dom' (tooling/federation-shared.ts): exactly the exports the apps import, so the
 * shared router is as small as a single bundle's tree-shaken one, a fraction of the whole package
 * (docs/toolchain.md). tooling/router-exports.test.ts fails when an app imports a name
 * that is missing here. The import path is an alias of react-router's own entry that the share
 * keys do not match, so this module is not "consumed" as itself.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from 'react-router-package';
