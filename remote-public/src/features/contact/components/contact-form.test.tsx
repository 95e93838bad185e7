import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const form = () => screen.getByRole('form', { name: 'İletişim formu' });
/** The form links to the KVKK notice: it renders inside a router. */
const renderForm = () =>
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );

describe('ContactForm', () => {
  it('starts empty, with no error shown', () => {
    renderForm();
    for (const name of ['Ad Soyad', 'E-posta', 'Telefon', 'Mesajınız']) {
      expect((field(name) as HTMLInputElement).value).toBe('');
    }
    expect((screen.getByRole('combobox', { name: 'Konu' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/zorunludur|Geçerli/)).toBeNull();
  });

  it('shows a field’s message once it is touched and invalid, and hides it once fixed', async () => {
    renderForm();
    await userEvent.click(field('Ad Soyad'));
    await userEvent.tab();
    const message = await screen.findByText('Ad Soyad zorunludur.');
    expect(field('Ad Soyad').getAttribute('aria-invalid')).toBe('true');
    expect(field('Ad Soyad').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText('Telefon zorunludur.')).toBeNull();

    await userEvent.type(field('E-posta'), 'ayse@');
    await userEvent.tab();
    expect(await screen.findByText('Geçerli bir e-posta girin.')).toBeTruthy();

    await userEvent.type(field('Ad Soyad'), 'Ayşe Yılmaz');
    await waitFor(() => expect(screen.queryByText('Ad Soyad zorunludur.')).toBeNull());
  });

  it('on an invalid submit shows every message, records the invalid fields and focuses the first', async () => {
    renderForm();
    await userEvent.type(field('Telefon'), '0312 235 14 07');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));

    await waitFor(() =>
      expect(form().getAttribute('data-invalid-fields')).toBe('name,email,subject,message'),
    );
    for (const text of [
      'Ad Soyad zorunludur.',
      'Geçerli bir e-posta girin.',
      'Konu zorunludur.',
      'Mesaj içeriği zorunludur.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Telefon zorunludur.')).toBeNull();
    expect(document.activeElement).toBe(field('Ad Soyad'));
    expect(screen.getByRole('combobox', { name: 'Konu' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('picks the subject with the shared Select and clears its message', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await screen.findByText('Konu zorunludur.');

    await userEvent.click(screen.getByRole('combobox', { name: 'Konu' }));
    await userEvent.keyboard('çukur');
    await userEvent.click(screen.getByRole('option', { name: 'Çukurambar Kulüp' }));
    expect((screen.getByRole('combobox', { name: 'Konu' }) as HTMLInputElement).value).toBe(
      'Çukurambar Kulüp',
    );
    await waitFor(() => expect(screen.queryByText('Konu zorunludur.')).toBeNull());
  });

  it('keeps the honeypot out of sight and out of the tab order', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
  });
});
