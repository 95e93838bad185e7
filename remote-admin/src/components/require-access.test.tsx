import { authStore } from '@sportif/runtime';
import { staffTokenExpiringIn } from '@sportif/runtime/test-tokens';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAccess } from './require-access';

afterEach(() => {
  cleanup();
  authStore.getState().signOut();
});

const renderGuarded = () =>
  render(
    <MemoryRouter>
      <RequireAccess route="Staff/Query">
        <h1>Kullanıcılar</h1>
      </RequireAccess>
    </MemoryRouter>,
  );

describe('RequireAccess', () => {
  it('shows a Yönetici the screen', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600, 'yonetici'));
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Kullanıcılar' })).toBeTruthy();
  });

  it('shows an Editör a Turkish "no permission" screen instead, with the way home', () => {
    authStore.getState().signIn(staffTokenExpiringIn(3600, 'editor'));
    renderGuarded();
    expect(screen.queryByRole('heading', { name: 'Kullanıcılar' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Yetkiniz yok' })).toBeTruthy();
    expect(
      screen.getByText(
        'Bu sayfayı yalnızca Yönetici rolündeki kullanıcılar açabilir. Bir Yönetici ile görüşün.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya dön' }).getAttribute('href')).toBe('/admin');
  });
});
