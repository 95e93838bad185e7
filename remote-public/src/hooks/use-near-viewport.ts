import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a block
 * below the fold fetch its code only when the visitor scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // At once, in the frame that brought the block into reach: from then on it says it is
        // loading (aria-busy), for whoever waits for the page to be complete.
        if (entries.some((entry) => entry.isIntersecting)) flushSync(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
