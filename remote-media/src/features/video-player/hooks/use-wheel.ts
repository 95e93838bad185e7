import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * A wheel listener that may cancel the page's scroll. React's onWheel is passive, so it cannot
 * stop the page from scrolling while the wheel adjusts the player.
 */
export function useWheel(
  elementRef: RefObject<HTMLElement | null>,
  onWheel: (event: WheelEvent) => void,
): void {
  const handleWheel = useEffectEvent(onWheel);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const listener = (event: WheelEvent) => handleWheel(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, [elementRef]);
}
