import { authStore, storedTokenValid, useAuth } from '@sportif/runtime';
import { type ReactNode, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Guards the pages of a guarded layout slot (every back-office page,
 * docs/decisions/0003-guard-protects-every-admin-route.md). Local storage holds the token
 * (docs/requirements.md §4), so the decision is taken anew on every render of a guarded route,
 * against what storage holds now and the clock: a token removed, replaced or expired since sign-in
 * is caught before the page shows. The store is subscribed to as well, so a sign-out (logout, a 401
 * from the API) leaves at once. A missing, broken or expired token sends the visitor to the sign-in
 * page the remotes declare (or the home page when none does), remembering where they wanted to go.
 */
export function RequireAuth({
  children,
  signInPath = '/',
}: {
  children: ReactNode;
  signInPath?: string | undefined;
}) {
  const location = useLocation();
  const storeSignedIn = useAuth((state) => state.token !== null);
  const signedIn = storeSignedIn && storedTokenValid();

  // A layout effect, so the store (and the token the API client sends) follows storage before the
  // guarded screen's own effects start calling the API.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store follows storage on every navigation on purpose.
  useLayoutEffect(() => {
    authStore.getState().checkAuth();
  }, [location.key, signedIn]);

  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signInPath} replace state={{ from }} />;
  }
  return children;
}
