import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from '../select/select';
import { FormField } from './form-field';

afterEach(cleanup);

describe('FormField', () => {
  it('names its control by the label and marks nothing while there is no error', () => {
    render(
      <FormField label="Ad Soyad" look="site">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Ad Soyad' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('p')).toBeNull();
  });

  it('shows the error under the control, marks the control invalid and describes it by the error', () => {
    render(
      <FormField label="Ad Soyad" look="panel" error="Ad Soyad zorunludur.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Ad Soyad' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ad Soyad zorunludur.').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('keeps the error line, empty and unreferenced, when asked to reserve it', () => {
    const { container, rerender } = render(
      <FormField label="Mesajınız" look="site" reserveErrorLine>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Mesajınız' });
    const line = container.querySelector(`[id="${textarea.id}-error"]`);
    expect(line?.textContent).toBe('');
    expect(textarea.getAttribute('aria-describedby')).toBeNull();

    rerender(
      <FormField label="Mesajınız" look="site" reserveErrorLine error="Mesaj içeriği zorunludur.">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(container.querySelector(`[id="${textarea.id}-error"]`)).toBe(line);
    expect(line?.textContent).toBe('Mesaj içeriği zorunludur.');
    expect(textarea.getAttribute('aria-describedby')).toBe(line?.id);
  });

  it('describes the control by its hint, then by its error', () => {
    render(
      <FormField label="Telefon" look="site" hint="10-15 rakam" error="Telefon zorunludur.">
        {(control) => <input {...control} type="tel" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    const ids = [screen.getByText('10-15 rakam').id, screen.getByText('Telefon zorunludur.').id];
    expect(input.getAttribute('aria-describedby')).toBe(ids.join(' '));
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <FormField label="Alan 1" look="panel">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Alan 2" look="panel">
          {(control) => <input {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Alan 1' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Alan 2' }).id,
    );
  });

  it('wires a Select given as the control', () => {
    render(
      <FormField label="Konu" look="site" error="Konu zorunludur.">
        {(control) => (
          <Select
            id={control.id}
            name="subject"
            options={[{ value: 'a', label: 'Üyelik' }]}
            value=""
            onChange={() => {}}
            placeholder="Konu seçin"
            noOptionsText="Sonuç yok"
            invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Konu' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox.getAttribute('aria-describedby')).toBe(screen.getByText('Konu zorunludur.').id);
  });
});
