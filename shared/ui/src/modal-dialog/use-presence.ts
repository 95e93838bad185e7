import { useEffect, useState } from 'react';

/**
 * Keeps something mounted for `exitMs` after `open` turns false, so that it can fade out
 * (docs/requirements.md §9: dialogs fade out in 200 ms) before it leaves the page.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Adjusting state while rendering (React's pattern for state derived from a prop change).
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);

  return { mounted: open || leaving, closing: !open && leaving };
}
