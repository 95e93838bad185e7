import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [subject, setSubject] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSubject('abc')}>
        Sil: abc
      </button>
      <ConfirmDialog
        open={subject !== null}
        title="Veriyi Sil?"
        text={`“${subject ?? ''}” kaydını silmek istediğinize emin misiniz?`}
        onConfirm={onConfirm}
        onClose={() => setSubject(null)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an accessible modal question, focused on Cancel, naming the record', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sil: abc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Veriyi Sil?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('“abc” kaydını silmek istediğinize emin misiniz?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('keeps the focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sil: abc' }));
    const focused = () =>
      document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
    const forward: (string | null | undefined)[] = [];
    for (let step = 0; step < 4; step++) {
      await user.tab();
      forward.push(focused());
    }
    expect(forward).toEqual(['Delete', 'Kapat', 'Cancel', 'Delete']);
    const backward: (string | null | undefined)[] = [];
    for (let step = 0; step < 3; step++) {
      await user.tab({ shift: true });
      backward.push(focused());
    }
    expect(backward).toEqual(['Cancel', 'Kapat', 'Delete']);
  });

  it('brings back focus that lands outside while open', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Sil: abc' });
    await user.click(trigger);
    act(() => trigger.focus());
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);
  });

  it('Delete runs the action once and closes; Cancel, the close button and Escape only close', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const open = () => user.click(screen.getByRole('button', { name: 'Sil: abc' }));
    const closing = () => screen.getByRole('alertdialog').closest('[data-state]')?.getAttribute('data-state');

    await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(closing()).toBe('closing');
    await screen.findByRole('button', { name: 'Sil: abc' });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closing()).toBe('closing');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await open();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(closing()).toBe('closing');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await open();
    await user.keyboard('{Escape}');
    expect(closing()).toBe('closing');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('fades out for 200 ms still naming the record, then leaves and gives the focus back', () => {
    vi.useFakeTimers();
    render(<Harness onConfirm={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Sil: abc' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(document.activeElement).toBe(trigger);
    act(() => vi.advanceTimersByTime(199));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('“abc” kaydını silmek istediğinize emin misiniz?');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
