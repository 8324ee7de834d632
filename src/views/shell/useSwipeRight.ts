import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/** Touch handlers that call `onSwipe` on a mostly horizontal swipe to the right (closes drawers and the menu). */
export function useSwipeRight(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start.current || !touch) return;
      const dx = touch.clientX - start.current.x;
      const dy = Math.abs(touch.clientY - start.current.y);
      start.current = null;
      if (dx > MIN_DISTANCE && dx > dy * 1.5) onSwipe();
    },
  };
}
