import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BranchMap } from './branch-map';

afterEach(cleanup);

const address = 'Ümitköy Mahallesi, 2432. Cadde No: 18, 06810 Yenimahalle/Ankara';

async function showMap(): Promise<HTMLIFrameElement> {
  render(<BranchMap branchName="Ümitköy Kulüp" address={address} />);
  await userEvent.click(screen.getByRole('button', { name: 'Haritayı göster' }));
  return screen.getByTitle('Ümitköy Kulüp haritası') as HTMLIFrameElement;
}

describe('BranchMap', () => {
  it('gives the frame that replaces the button the focus', async () => {
    const frame = await showMap();
    expect(document.activeElement).toBe(frame);
  });

  it('takes the focus back once the frame has loaded, if the page had lost it', async () => {
    const frame = await showMap();
    frame.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.load(frame);
    expect(document.activeElement).toBe(frame);
  });

  it('leaves the focus where the visitor moved it while the frame loaded', async () => {
    const frame = await showMap();
    const openLink = screen.getAllByRole('link')[0] as HTMLAnchorElement;
    openLink.focus();
    fireEvent.load(frame);
    expect(document.activeElement).toBe(openLink);
  });
});
