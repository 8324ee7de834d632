import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { Clock } from '../src/machines/clock';
import type { User } from '../src/contract/user';
import { saveStaffSession } from '../src/machines/hospital/staffStorage';
import { ConsoleApp } from '../src/views/hospital/ConsoleApp';
import { HOSPITAL_TIME_ZONE } from './support/hospitalTime';

export const PLANNER: User = {
  id: 2,
  name: 'Dana Okafor',
  email: 'dana.okafor@riverside.example',
  cellPhone: '6145550100',
  createdAt: 1_763_807_400,
  group: { type: 'planner' },
  timeZone: HOSPITAL_TIME_ZONE,
};

/**
 * The hospital console at `path` in a memory router, Mantine in test mode. `signedIn` restores a live staff session
 * as a reload does. API calls are whatever the test file mocked in src/api/requests and src/api/staffRequests.
 * Full page loads (to the family app) are recorded, not made: `left()` lists them.
 */
export function renderConsole(path: string, { signedIn = false, user = PLANNER, clock }: { signedIn?: boolean; user?: User; clock?: Clock } = {}) {
  if (signedIn) saveStaffSession({ user, tokenExpiresAt: Math.floor(Date.now() / 1000) + 30 * 60 });
  const memory = memoryLocation({ path, record: true });
  const left: string[] = [];
  const view = render(<ConsoleApp locationHook={memory.hook} mantineEnv="test" clock={clock} leave={(to) => left.push(to)} />);
  return { ...view, location: () => memory.history.at(-1), history: memory.history, left: () => [...left] };
}
