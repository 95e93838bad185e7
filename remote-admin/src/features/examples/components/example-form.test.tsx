import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExampleForm } from './example-form';

afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ExampleForm', () => {
  it('refuses empty and too-short fields with the Turkish messages and submits nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(<ExampleForm onSave={onSave} onCancel={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Alan 1 zorunludur.')).toBeTruthy();
    expect(screen.getByText('Alan 2 zorunludur.')).toBeTruthy();
    expect(field('Alan 1').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Alan 1'));

    await user.type(field('Alan 1'), 'ab');
    await user.type(field('Alan 2'), '  x  ');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Alan 1 en az 3 karakter olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Alan 2 en az 3 karakter olmalıdır.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over valid, trimmed values and is empty again after a create', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(<ExampleForm onSave={onSave} onCancel={() => {}} />);
    await user.type(field('Alan 1'), '  Işık ');
    await user.type(field('Alan 2'), 'Ümitköy');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ field1: 'Işık', field2: 'Ümitköy' }));
    await vi.waitFor(() => expect(field('Alan 1').value).toBe(''));
    expect(field('Alan 2').value).toBe('');
  });

  it('keeps what was typed when the API refuses the record', async () => {
    const user = userEvent.setup();
    render(<ExampleForm onSave={async () => false} onCancel={() => {}} />);
    await user.type(field('Alan 1'), 'abc');
    await user.type(field('Alan 2'), 'def');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('button', { name: 'Kaydet' });
    expect(field('Alan 1').value).toBe('abc');
  });

  it('starts from the edited row and keeps its values after the update', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(
      <ExampleForm
        initialValues={{ field1: 'Pilates', field2: 'Sabah' }}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    expect(field('Alan 1').value).toBe('Pilates');
    expect(field('Alan 2').value).toBe('Sabah');
    await user.clear(field('Alan 2'));
    await user.type(field('Alan 2'), 'Akşam');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ field1: 'Pilates', field2: 'Akşam' }));
    expect(field('Alan 2').value).toBe('Akşam');
  });

  it('Vazgeç cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ExampleForm onSave={async () => true} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
