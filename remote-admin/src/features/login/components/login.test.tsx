import { authStore } from '@sportif/runtime';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Login from './login';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (seconds: number) =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    Id: '1',
    Name: 'Yönetici',
    Email: 'admin@example.com',
    UserName: 'admin',
    exp: Math.floor(Date.now() / 1000) + seconds,
  })}.sig`;

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
    authStore.getState().signIn(tokenExpiringIn(3600));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Yönetim ana sayfası' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
  });

  it('goes to the admin page the guard was asked for', () => {
    authStore.getState().signIn(tokenExpiringIn(3600));
    renderLogin({ from: '/admin/examples' });
    expect(screen.getByRole('heading', { name: 'Examples ekranı' })).toBeTruthy();
  });

  it('shows the form when the stored token has expired or is gone', () => {
    authStore.getState().signIn(tokenExpiringIn(3600));
    localStorage.setItem('token', tokenExpiringIn(-10));
    renderLogin({ from: '/admin/examples' });
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });
});
