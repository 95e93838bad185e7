import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import { swipeRule } from '../model/swipe-rule';

/** Pixels a pointer moves before a press becomes a drag (a click that wobbles stays a click). */
const dragThreshold = 6;

interface Gesture {
  pointerId: number;
  startX: number;
  startTime: number;
  dragging: boolean;
}

interface SwipeOptions {
  viewportRef: RefObject<HTMLElement | null>;
  onSwipe: (direction: 'next' | 'previous') => void;
  /** Whether there is an item on each side; dragging past an end meets resistance. */
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Swiping the slider with mouse, pen or finger: the track follows the pointer, and on release the
 * swipe rule (docs/requirements.md §9) decides whether the item changes.
 */
export function useSwipe({ viewportRef, onSwipe, hasPrevious, hasNext }: SwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, finished: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (!current.dragging) return;
    setDragging(false);
    setOffset(0);
    if (!finished) return;
    const direction = swipeRule({
      distance: event.clientX - current.startX,
      itemWidth: viewportRef.current?.clientWidth ?? 0,
      duration: event.timeStamp - current.startTime,
    });
    if (direction === 'next' && hasNext) onSwipe('next');
    if (direction === 'previous' && hasPrevious) onSwipe('previous');
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startTime: event.timeStamp,
        dragging: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const distance = event.clientX - current.startX;
      if (!current.dragging) {
        if (Math.abs(distance) < dragThreshold) return;
        // Captured only once it is a drag: capturing at once would retarget the click of a plain press.
        current.dragging = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }
      const blocked = (distance > 0 && !hasPrevious) || (distance < 0 && !hasNext);
      setOffset(blocked ? distance / 3 : distance);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };

  return { offset, dragging, handlers };
}
