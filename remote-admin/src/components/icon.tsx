import type { SVGProps } from 'react';

/** An open stroked path: the arrows and chevrons. */
function chevrons(d: string) {
  return { d, fill: 'none', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
}

/** Each icon's path, drawn in the text colour on a 24 × 24 grid. */
const icons = {
  add: { d: 'M12 5v14M5 12h14', strokeWidth: '2', strokeLinecap: 'round' },
  close: { d: 'M6 6l12 12M18 6 6 18', strokeWidth: '2', strokeLinecap: 'round' },
  delete: {
    d: 'M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13M10.5 11v5.5M13.5 11v5.5',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  edit: {
    d: 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinejoin: 'round',
  },
  user: {
    d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20c.5-3.5 3.6-5.5 7.5-5.5s7 2 7.5 5.5',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinecap: 'round',
  },
  home: {
    d: 'M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinejoin: 'round',
  },
  logout: {
    d: 'M14 5h4a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h10',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  first: chevrons('M18 6l-6 6 6 6M11 6l-6 6 6 6'),
  last: chevrons('M6 6l6 6-6 6M13 6l6 6-6 6'),
  previous: chevrons('M15 6l-6 6 6 6'),
  next: chevrons('M9 6l6 6-6 6'),
  mail: {
    d: 'M4 6h16v12H4zM4 7l8 6 8-6',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinejoin: 'round',
  },
  menu: { d: 'M4 7h16M4 12h16M4 17h16', strokeWidth: '2', strokeLinecap: 'round' },
  refresh: {
    d: 'M19 12a7 7 0 1 1-2.05-4.95M19 5v4h-4',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  sortAscending: chevrons('M7 14l5-5 5 5'),
  sortDescending: chevrons('M7 10l5 5 5-5'),
  sortable: chevrons('M8 9l4-4 4 4M8 15l4 4 4-4'),
  table: {
    d: 'M4 5h16v14H4zM4 10h16M4 15h16M10 10v9',
    fill: 'none',
    strokeWidth: '1.8',
    strokeLinejoin: 'round',
  },
} satisfies Record<string, SVGProps<SVGPathElement>>;

export type IconName = keyof typeof icons;

interface IconProps {
  name: IconName;
  size?: number;
}

/** A small decorative icon; the button or link around it carries the text. */
export function Icon({ name, size = 18 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path {...icons[name]} stroke="currentColor" />
    </svg>
  );
}
