interface BrandMarkProps {
  size?: number;
}

/** The club's mark: a red tile with a runner's stride, drawn inline (no external images). */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#c8102e" />
      <path
        d="M26.5 12.5c-1.6-1.9-4-2.9-6.7-2.9-4.4 0-7.3 2.4-7.3 5.7 0 7.2 14.9 4.4 14.9 11 0 3.3-3.1 5.8-7.7 5.8-3 0-5.6-1.1-7.3-3.2"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
