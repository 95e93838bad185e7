import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { isNearViewport } from '../model/is-near-viewport';

/**
 * True once the element comes within `margin` pixels of the viewport, and from then on. Lets a
 * block below the fold fetch its code only when the visitor scrolls towards it.
 *
 * Whenever it becomes true, it does so at once: on the first render for a block that is already
 * near (an IntersectionObserver would tell only a frame later), and within the frame that brought
 * it into reach otherwise. From then on the block says it is loading (aria-busy), with no moment
 * in between when it looks idle to whoever waits for the page to be complete.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = 600): boolean {
  const [near, setNear] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (
      typeof IntersectionObserver === 'undefined' ||
      isNearViewport(element.getBoundingClientRect(), window.innerHeight, margin)
    ) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) flushSync(() => setNear(true));
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
