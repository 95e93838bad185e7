import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import type { SelectOption } from './select-options';

const manyOptions: SelectOption[] = Array.from({ length: 500 }, (_, index) => ({
  value: `v${index + 1}`,
  label: `Seçenek ${index + 1}`,
}));

const cityOptions: SelectOption[] = [
  { value: 'isparta', label: 'ISPARTA' },
  { value: 'istanbul', label: 'İSTANBUL' },
  { value: 'igdir', label: 'IĞDIR' },
  { value: 'ankara', label: 'Ankara' },
];

function Harness({
  options,
  initial = '',
  onBlur,
}: {
  options: readonly SelectOption[];
  initial?: string;
  onBlur?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="city">Şehir</label>
      <Select
        id="city"
        name="city"
        options={options}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        placeholder="Seçiniz"
        noOptionsText="Sonuç bulunamadı"
        invalid={value === ''}
        aria-describedby="city-error"
      />
      <span data-testid="value">{value}</span>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Şehir' });
const renderedOptions = () => screen.queryAllByRole('option');

afterEach(cleanup);

describe('Select', () => {
  it('is a labelled combobox wired to its listbox and error text', async () => {
    render(<Harness options={cityOptions} />);
    const box = combobox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('city-error');
    expect(box.getAttribute('name')).toBe('city');

    await userEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.style.maxHeight).toBe('180px');
    expect(renderedOptions().map((option) => option.textContent)).toEqual([
      'ISPARTA',
      'İSTANBUL',
      'IĞDIR',
      'Ankara',
    ]);
  });

  it('renders 30 options of hundreds, and 30 more when scrolled within 200 px of the bottom', async () => {
    render(<Harness options={manyOptions} />);
    await userEvent.click(combobox());
    expect(renderedOptions()).toHaveLength(30);

    const listbox = screen.getByRole('listbox');
    const scrollTo = (scrollTop: number, scrollHeight: number) => {
      Object.defineProperty(listbox, 'clientHeight', { configurable: true, value: 180 });
      Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: scrollHeight });
      Object.defineProperty(listbox, 'scrollTop', { configurable: true, value: scrollTop });
      fireEvent.scroll(listbox);
    };

    scrollTo(100, 1080);
    expect(renderedOptions()).toHaveLength(30);
    scrollTo(700, 1080);
    expect(renderedOptions()).toHaveLength(60);
    scrollTo(1800, 2160);
    expect(renderedOptions()).toHaveLength(90);
    expect(renderedOptions().at(-1)?.textContent).toBe('Seçenek 90');
  });

  it('searches with Turkish case folding', async () => {
    render(<Harness options={cityOptions} />);
    await userEvent.type(combobox(), 'ısparta');
    expect(renderedOptions().map((option) => option.textContent)).toEqual(['ISPARTA']);

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'istanbul');
    expect(renderedOptions().map((option) => option.textContent)).toEqual(['İSTANBUL']);

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'isparta');
    expect(renderedOptions()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Sonuç bulunamadı');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with the arrows and Enter, without submitting the form', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(<Harness options={cityOptions} />);
    combobox().closest('form')?.addEventListener('submit', submit);

    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const active = () => combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(active() ?? '')?.textContent).toBe('ISPARTA');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.getElementById(active() ?? '')?.textContent).toBe('IĞDIR');
    await userEvent.keyboard('{Enter}');

    expect(screen.getByTestId('value').textContent).toBe('igdir');
    expect((combobox() as HTMLInputElement).value).toBe('IĞDIR');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(submit).not.toHaveBeenCalled();
  });

  it('jumps with Home and End, showing as many pages as the last option needs', async () => {
    render(<Harness options={manyOptions} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(renderedOptions()).toHaveLength(500);
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Seçenek 500');
    await userEvent.keyboard('{Home}');
    expect(active()?.textContent).toBe('Seçenek 1');
  });

  it('opens on the chosen option and marks it selected', async () => {
    render(<Harness options={manyOptions} initial="v45" />);
    expect((combobox() as HTMLInputElement).value).toBe('Seçenek 45');
    await userEvent.click(combobox());
    expect(renderedOptions()).toHaveLength(60);
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toBe('Seçenek 45');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(selected.id);
  });

  it('closes on Escape and on blur, keeping the value, and reports the blur', async () => {
    const onBlur = vi.fn();
    render(<Harness options={cityOptions} initial="ankara" onBlur={onBlur} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('ist');
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('Ankara');

    await userEvent.click(combobox());
    act(() => combobox().blur());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('value').textContent).toBe('ankara');
  });

  it('picks an option with the mouse', async () => {
    render(<Harness options={cityOptions} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'İSTANBUL' }));
    expect(screen.getByTestId('value').textContent).toBe('istanbul');
    expect(document.activeElement).toBe(combobox());
  });
});
