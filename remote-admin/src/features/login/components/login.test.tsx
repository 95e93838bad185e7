import { authStore } from '@sportif/runtime';
import { staffTokenExpiringIn } from '@sportif/runtime/test-tokens';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Login from './login';

afterEach(() => {
  cleanup();
  authStore.getState().signOut();
});

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/admin" element={<h1>Yönetim ana sayfası</h1>} />
        <Route path="/admin/examples" element={<h1>Examples ekranı</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Login for a visitor already signed in', () => {
  it('goes to the admin home instead of showing the form', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Yönetim ana sayfası' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
  });

  it('goes to the admin page the guard was asked for', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    renderLogin({ from: '/admin/examples' });
    expect(screen.getByRole('heading', { name: 'Examples ekranı' })).toBeTruthy();
  });

  it('shows the form when the stored token has expired or is gone', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600));
    localStorage.setItem('token', staffTokenExpiringIn(-10));
    renderLogin({ from: '/admin/examples' });
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });
});
