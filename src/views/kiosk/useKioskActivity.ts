import { useEffect } from 'react';

/** What counts as the family still being there: a touch, a click, a key, a scroll wheel. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Tells the kiosk's visit about every input on the page (the idle watch starts again at each). Captured,
 * so a control that stops an event's propagation still counts; passive, so scrolling never waits for it.
 */
export function useKioskActivity(onActivity: () => void) {
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [onActivity]);
}
