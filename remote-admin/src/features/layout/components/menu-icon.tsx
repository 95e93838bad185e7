import type { MenuIconName } from '../model/menu-item';

const paths: Record<MenuIconName, string> = {
  home: 'M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 10v9',
};

/** The small line icon in front of a menu entry. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
