// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffTokenExpiringAt } from './test-tokens';

const inSeconds = (delta: number) => Math.floor(Date.now() / 1000) + delta;

/** A fresh copy of the module, so its store starts from whatever storage holds now. */
async function freshStore() {
  vi.resetModules();
  return import('./auth-store');
}

beforeEach(() => {
  localStorage.clear();
});

describe('authStore', () => {
  it('starts signed in from a valid stored token', async () => {
    const token = staffTokenExpiringAt(inSeconds(3600));
    localStorage.setItem('token', token);
    const { authStore } = await freshStore();
    expect(authStore.getState().token).toBe(token);
    expect(authStore.getState().user?.Name).toBe('Yönetici');
  });

  it.each([
    ['no token', null],
    ['an expired token', staffTokenExpiringAt(inSeconds(-1))],
    ['a broken token', 'not-a-token'],
  ])('starts signed out with %s in storage', async (_label, token) => {
    if (token) localStorage.setItem('token', token);
    const { authStore } = await freshStore();
    expect(authStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('signIn stores a readable token and refuses anything else', async () => {
    const { authStore } = await freshStore();
    expect(authStore.getState().signIn('garbage')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(authStore.getState().token).toBeNull();

    const token = staffTokenExpiringAt(inSeconds(3600));
    expect(authStore.getState().signIn(token)).toBe(true);
    expect(localStorage.getItem('token')).toBe(token);
    expect(authStore.getState().user?.UserName).toBe('admin');
  });

  it('signOut clears all local storage, not only the token', async () => {
    const { authStore } = await freshStore();
    authStore.getState().signIn(staffTokenExpiringAt(inSeconds(3600)));
    localStorage.setItem('something-else', 'x');
    authStore.getState().signOut();
    expect(localStorage.length).toBe(0);
    expect(authStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('checkAuth notices a token that expired, or vanished, since sign-in', async () => {
    const { authStore } = await freshStore();
    const now = Date.now();
    authStore.getState().signIn(staffTokenExpiringAt(inSeconds(10)));
    vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    try {
      expect(authStore.getState().checkAuth()).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
    expect(authStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();

    authStore.getState().signIn(staffTokenExpiringAt(inSeconds(3600)));
    localStorage.removeItem('token');
    expect(authStore.getState().checkAuth()).toBe(false);
    expect(authStore.getState().user).toBeNull();
  });

  it('checkAuth picks up a token placed in storage and leaves an unchanged state alone', async () => {
    const { authStore } = await freshStore();
    const token = staffTokenExpiringAt(inSeconds(3600));
    localStorage.setItem('token', token);
    expect(authStore.getState().checkAuth()).toBe(true);
    expect(authStore.getState().token).toBe(token);

    const listener = vi.fn();
    const unsubscribe = authStore.subscribe(listener);
    expect(authStore.getState().checkAuth()).toBe(true);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});
