import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChangePassword from './change-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const renderScreen = () =>
  render(
    <MemoryRouter>
      <ChangePassword />
    </MemoryRouter>,
  );

describe('Şifremi değiştir', () => {
  it('says in Turkish what is wrong beside each field, and calls nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderScreen();
    await user.type(field('Yeni şifre'), 'kısa');
    await user.type(field('Yeni şifre (tekrar)'), 'başka');
    await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await screen.findByText('Mevcut şifre zorunludur.')).toBeTruthy();
    expect(screen.getByText('Şifre en az 12 karakter olmalıdır.')).toBeTruthy();
    await user.clear(field('Yeni şifre'));
    await user.type(field('Mevcut şifre'), 'Eski-şifre-2025');
    await user.type(field('Yeni şifre'), 'Yeni-şifre-2026');
    await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await screen.findByText('Yeni şifre ile tekrarı aynı değil.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
