import { createStore, useStore } from 'zustand';
import { readToken, type SignedInUser } from './read-token';

export const tokenStorageKey = 'token';

export interface AuthState {
  token: string | null;
  user: SignedInUser | null;
  /** Stores a token the API issued; false (and nothing stored) when it cannot be read. */
  signIn: (token: string) => boolean;
  /** Clears all local storage (docs/requirements.md §2: logout) and forgets the user. */
  signOut: () => void;
  /** Re-reads the stored token and its expiry: the check the guard runs on every navigation. */
  checkAuth: () => boolean;
}

/** The token in local storage, null when there is none or storage is unavailable (privacy mode). */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

/** Whether storage holds a readable, unexpired token now: the guard's check on every render. */
export const storedTokenValid = (): boolean => readToken(readStoredToken()) !== null;

function stateFromToken(token: string | null): Pick<AuthState, 'token' | 'user'> {
  const user = readToken(token);
  return user && token ? { token, user } : { token: null, user: null };
}

/**
 * The one auth store of the site. @sportif/runtime is a federation singleton, so the shell's guard,
 * the admin remote's screens and the API client all read and write this same instance.
 */
export const authStore = createStore<AuthState>()((set, get) => ({
  ...stateFromToken(readStoredToken()),
  signIn: (token) => {
    const next = stateFromToken(token);
    if (!next.token) return false;
    localStorage.setItem(tokenStorageKey, token);
    set(next);
    return true;
  },
  signOut: () => {
    try {
      localStorage.clear();
    } catch {
      // Storage may be unavailable (privacy mode); the in-memory state is what matters here.
    }
    set({ token: null, user: null });
  },
  checkAuth: () => {
    const stored = readStoredToken();
    const next = stateFromToken(stored);
    if (!next.token && stored !== null) {
      // An expired or broken token is removed, not kept around for the next visit.
      try {
        localStorage.removeItem(tokenStorageKey);
      } catch {}
    }
    // Unchanged, the state is left alone so that subscribers do not re-render on every navigation.
    if (next.token !== get().token) set(next);
    return next.token !== null;
  },
}));

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
