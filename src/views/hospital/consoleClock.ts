import { useMemo } from 'react';
import { formatDayIn, formatMomentIn } from '../../domain/timeZones';
import { useStaffSessionSelector } from './staffActors';

/** How the console writes times: in its hospital's zone, wherever the workstation is. */
export interface ConsoleClock {
  /** A moment (Unix seconds) with its zone: "Nov 24, 2026, 3:41 PM EST". */
  moment: (unixSeconds: number) => string;
  /** The day it falls on there: "11/24/2026". */
  day: (unixSeconds: number) => string;
}

export const consoleClockIn = (timeZone: string): ConsoleClock => ({
  moment: (unixSeconds) => formatMomentIn(timeZone, unixSeconds),
  day: (unixSeconds) => formatDayIn(timeZone, unixSeconds),
});

/**
 * The signed-in staff member's hospital's clock. A session kept from before the server named the zone writes the
 * workstation's until its next sign-in.
 */
export function useConsoleClock(): ConsoleClock {
  const timeZone = useStaffSessionSelector((snapshot) => snapshot.context.user?.timeZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useMemo(() => consoleClockIn(timeZone), [timeZone]);
}
