import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { anchorId } from './anchor-id';
import { scrollKey } from './scroll-key';

/** What the visitor does to scroll by themselves: from then on the page is theirs to move. */
const visitorScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where a page opens: React Router's scroll restoration puts a new page at its top (or at its
 * anchor), and Back or Forward where the visitor left it; the federated areas keep their heights
 * while they load, so a restored position lands on the same content. An anchor inside an area
 * that is still loading (the page's module, or a block that comes after the page's load) is not
 * there yet when the router scrolls: the page is then at its top, and it moves to the anchor as
 * soon as the anchor renders, unless the visitor has scrolled meanwhile.
 */
export function PageScroll() {
  const location = useLocation();

  useEffect(() => {
    const id = anchorId(location.hash);
    if (!id || document.getElementById(id) || window.scrollY !== 0) return;
    const stop = () => {
      observer.disconnect();
      for (const type of visitorScrolls) window.removeEventListener(type, stop);
    };
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      // A position restored meanwhile (a reload) wins over the anchor.
      if (window.scrollY === 0) target.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of visitorScrolls) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [location]);

  return <ScrollRestoration getKey={scrollKey} />;
}
