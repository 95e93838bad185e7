import { useEffect, useState } from 'react';

let pageLoaded: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle. Work that can wait (the banner's
 * slider, gallery images below the fold) starts then, so its downloads and script do not compete
 * with what the visitor sees first.
 */
export function afterPageLoad(): Promise<void> {
  pageLoaded ??= new Promise<void>((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return pageLoaded;
}

/** False until `afterPageLoad` resolves, then true. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    void afterPageLoad().then(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
