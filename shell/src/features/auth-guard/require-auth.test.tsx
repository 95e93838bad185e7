import { authStore } from '@sportif/runtime';
import { staffTokenExpiringIn } from '@sportif/runtime/test-tokens';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from './require-auth';

function SignInProbe() {
  const { state } = useLocation();
  return <h1>Giriş Yap (from {(state as { from?: string } | null)?.from ?? '-'})</h1>;
}

/** Every admin page render, to tell whether a page showed even for a moment. */
const rendered: string[] = [];

function AdminPage({ name }: { name: string }) {
  rendered.push(name);
  return (
    <>
      <h1>{name}</h1>
      <Link to="/personel/kayitlar">Kayıtlar</Link>
      <Link to="/personel">Ana Sayfa</Link>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/giris-sayfasi" element={<SignInProbe />} />
        <Route
          path="/personel/*"
          element={
            <RequireAuth signInPath="/giris-sayfasi">
              <Routes>
                <Route index element={<AdminPage name="Ana Sayfa" />} />
                <Route path="kayitlar" element={<AdminPage name="Kayıtlar" />} />
              </Routes>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  rendered.length = 0;
  authStore.setState({ token: null, user: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /giris-sayfasi, remembering the wanted page', () => {
    renderAt('/personel/kayitlar?page=2');
    expect(screen.getByRole('heading').textContent).toBe('Giriş Yap (from /personel/kayitlar?page=2)');
  });

  it('lets a signed-in user in', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderAt('/personel');
    expect(screen.getByRole('heading').textContent).toBe('Ana Sayfa');
  });

  it('checks storage again on every navigation: a removed token never shows the next page', async () => {
    const user = userEvent.setup();
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderAt('/personel');
    localStorage.removeItem('token');
    await user.click(screen.getByRole('link', { name: 'Kayıtlar' }));
    expect(screen.getByRole('heading').textContent).toBe('Giriş Yap (from /personel/kayitlar)');
    expect(rendered).not.toContain('Kayıtlar');
    expect(authStore.getState().token).toBeNull();
  });

  it('checks the expiry again on every navigation', async () => {
    const user = userEvent.setup();
    authStore.getState().signIn(staffTokenExpiringIn(60));
    renderAt('/personel');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await user.click(screen.getByRole('link', { name: 'Kayıtlar' }));
    expect(screen.getByRole('heading').textContent).toBe('Giriş Yap (from /personel/kayitlar)');
    expect(rendered).not.toContain('Kayıtlar');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows a token placed in storage by another tab into the store', async () => {
    const user = userEvent.setup();
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderAt('/personel');
    const replacement = staffTokenExpiringIn(7200);
    localStorage.setItem('token', replacement);
    await user.click(screen.getByRole('link', { name: 'Kayıtlar' }));
    expect(screen.getByRole('heading').textContent).toBe('Kayıtlar');
    expect(authStore.getState().token).toBe(replacement);
  });

  it('leaves at once when the store signs out (logout, or a 401 from the API)', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderAt('/personel/kayitlar');
    expect(screen.getByRole('heading').textContent).toBe('Kayıtlar');
    act(() => authStore.getState().signOut());
    expect(screen.getByRole('heading').textContent).toBe('Giriş Yap (from /personel/kayitlar)');
  });
});
