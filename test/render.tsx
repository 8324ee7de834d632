import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { InspectionEvent } from 'xstate';
import type { Clock } from '../src/machines/clock';
import { App } from '../src/App';
import type { User } from '../src/contract/user';
import { savePersistedSession } from '../src/machines/session/sessionStorage';

export const FAMILY_USER: User = {
  id: 3,
  name: 'Ana Rivera',
  email: 'ana.rivera@example.com',
  cellPhone: '6145550123',
  createdAt: 1_763_807_400, // 2025-11-22 10:30 UTC
  group: { type: 'patientChoice' },
};

/**
 * The whole app at `path` in a memory router, with Mantine in test mode. `signedIn` restores a live session the way
 * a reload does (from persisted state). API calls are whatever the test file mocked in src/api/requests. `motion`
 * keeps Mantine's transitions and portals (its test mode drops them), for tests of their timings.
 */
export function renderApp(
  path: string,
  {
    signedIn = false,
    user = FAMILY_USER,
    clock,
    inspect,
    motion = false,
  }: { signedIn?: boolean; user?: User; clock?: Clock; inspect?: (event: InspectionEvent) => void; motion?: boolean } = {},
) {
  if (signedIn) savePersistedSession({ user, tokenExpiresAt: Math.floor(Date.now() / 1000) + 30 * 60 });
  const memory = memoryLocation({ path, record: true });
  const view = render(<App locationHook={memory.hook} mantineEnv={motion ? 'default' : 'test'} clock={clock} inspect={inspect} />);
  return {
    ...view,
    /** The current address. */
    location: () => memory.history.at(-1),
    history: memory.history,
    navigate: memory.navigate,
  };
}
