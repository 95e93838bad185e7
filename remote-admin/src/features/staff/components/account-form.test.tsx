import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountForm } from './account-form';

afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('AccountForm', () => {
  it('refuses empty fields, script-like names, malformed e-mails and short passwords in Turkish, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(<AccountForm onSave={onSave} onCancel={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad Soyad zorunludur.')).toBeTruthy();
    expect(screen.getByText('Kullanıcı adı zorunludur.')).toBeTruthy();
    expect(screen.getByText('Geçerli bir e-posta girin.')).toBeTruthy();
    expect(screen.getByText('Şifre en az 12 karakter olmalıdır.')).toBeTruthy();

    await user.type(field('Ad Soyad'), '<script>alert(1)</script>');
    await user.type(field('Kullanıcı adı'), 'Ayşe Kaya');
    await user.type(field('E-posta'), 'ayse@');
    await user.type(field('İlk şifre'), 'kısa');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Ad Soyad < > karakterlerini ve kontrol karakterlerini içeremez.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Kullanıcı adı 3-50 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, tire ve alt çizgi içermelidir.',
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over a valid account with its role', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(<AccountForm onSave={onSave} onCancel={() => {}} />);
    await user.type(field('Ad Soyad'), ' Ayşe Kaya ');
    await user.type(field('Kullanıcı adı'), 'ayse.kaya');
    await user.type(field('E-posta'), 'ayse@example.com');
    await user.selectOptions(field('Rol'), 'Yönetici');
    await user.type(field('İlk şifre'), 'Uzun-bir-şifre-1');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: 'Ayşe Kaya',
        userName: 'ayse.kaya',
        email: 'ayse@example.com',
        role: 'yonetici',
        password: 'Uzun-bir-şifre-1',
      }),
    );
  });
});
