import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * While `open`, Escape calls `close` and gives the focus back to `opener` (the button that opened
 * the menu), so a keyboard user is not left on a control that has just disappeared.
 */
export function useEscapeToClose(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  const onEscape = useEffectEvent(() => {
    close();
    opener.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
}
