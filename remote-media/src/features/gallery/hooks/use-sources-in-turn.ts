import { useEffect, useState } from 'react';
import { nextReleased } from '../model/sources-in-turn';

/**
 * How many of `total` pictures have their source: none until `start`, then a few more in each task
 * (model/sources-in-turn.ts), each a small render and commit of its own instead of one long one.
 */
export function useSourcesInTurn(total: number, start: boolean): number {
  const [released, setReleased] = useState(0);
  useEffect(() => {
    if (!start || released >= total) return;
    const timer = setTimeout(() => setReleased((current) => nextReleased(current, total)), 0);
    return () => clearTimeout(timer);
  }, [start, released, total]);
  return Math.min(released, total);
}
