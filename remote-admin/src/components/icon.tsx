import type { SVGProps } from 'react';

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
  menu: { d: 'M4 7h16M4 12h16M4 17h16', strokeWidth: '2', strokeLinecap: 'round' },
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
