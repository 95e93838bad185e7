import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion: slides then jump instead of sliding, and nothing moves
 * by itself. The server, which cannot know, renders for motion, and so does the browser while it
 * hydrates that HTML; React then renders again with the visitor's answer.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
