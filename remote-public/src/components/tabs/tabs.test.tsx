import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const days = ['Pazartesi', 'Salı', 'Çarşamba'];
const items = days.map((day) => ({ key: day, label: day, panel: <p>{`${day} dersleri`}</p> }));

afterEach(cleanup);

const visiblePanels = () => screen.getAllByRole('tabpanel').map((panel) => panel.textContent);

describe('Tabs', () => {
  it('shows the first tab selected and only its panel', () => {
    render(<Tabs label="Günler" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Günler' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanels()).toEqual(['Pazartesi dersleri']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('switches panels on click', async () => {
    render(<Tabs label="Günler" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Çarşamba' }));
    expect(screen.getByRole('tab', { name: 'Çarşamba' }).getAttribute('aria-selected')).toBe('true');
    expect(visiblePanels()).toEqual(['Çarşamba dersleri']);
  });

  it('moves with the arrows (wrapping) and Home/End, taking the focus along', async () => {
    render(<Tabs label="Günler" items={items} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pazartesi' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Salı' }));
    expect(visiblePanels()).toEqual(['Salı dersleri']);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Çarşamba' }));

    await userEvent.keyboard('{Home}');
    expect(visiblePanels()).toEqual(['Pazartesi dersleri']);
    await userEvent.keyboard('{End}');
    expect(visiblePanels()).toEqual(['Çarşamba dersleri']);

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
