import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { nextTabIndex } from './tab-navigation';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable key of the tab; also part of its element ids. */
  key: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The first tab is shown at first. */
  items: readonly TabItem[];
}

/**
 * Tabs following the WAI-ARIA pattern: one tab in the tab order at a time, arrows and Home/End move
 * between tabs and show their panel at once. Every panel stays in the page, hidden when not shown;
 * without JavaScript every panel shows, under its tab's name (tabs.module.css).
 */
export function Tabs({ label, items }: TabsProps) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(active, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={index === active}
            aria-controls={panelId(item.key)}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          hidden={index !== active}
          // Shown above the panel when the page runs without JavaScript, where every panel shows.
          data-label={item.label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern lets the panel take the focus after the tab list.
          tabIndex={0}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
