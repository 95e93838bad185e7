import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEscapeToClose } from './use-escape-to-close';

function Menu() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEscapeToClose(open, () => setOpen(false), opener);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Menü
      </button>
      {open && <a href="#x">Bağlantı</a>}
    </>
  );
}

afterEach(cleanup);

describe('useEscapeToClose', () => {
  it('closes an open menu on Escape and gives the focus back to its button', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    screen.getByRole('link', { name: 'Bağlantı' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Bağlantı' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü' }));
  });

  it('does nothing on other keys, or while closed', () => {
    render(<Menu />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.getByRole('link', { name: 'Bağlantı' })).toBeTruthy();
  });
});
