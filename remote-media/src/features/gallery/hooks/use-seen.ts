import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` pixels of the viewport, and from then on.
 *
 * Told by an IntersectionObserver, which answers after the next frame without laying the page out
 * during hydration (remote-public's useNearViewport asks for the element's box at once instead,
 * which its block needs for its first render). Without IntersectionObserver, true at once.
 */
export function useSeen(ref: RefObject<Element | null>, margin: number): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
