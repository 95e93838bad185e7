import { authStore, readToken, useAuth } from '@sportif/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Guards every /admin route (design.md §2). The token's expiry is compared with the clock on every
 * navigation, not only at sign-in; a missing, broken or expired token sends the visitor to /login,
 * remembering where they wanted to go.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useAuth((state) => state.token);
  const signedIn = readToken(token) !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on every navigation on purpose.
  useEffect(() => {
    // Re-reads storage too, so a token removed or replaced elsewhere is noticed on navigation.
    authStore.getState().checkAuth();
  }, [location.key]);

  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}
