import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { createActor, type ActorRefFrom } from 'xstate';
import { DashboardContext } from '../../machines/dashboard/DashboardContext';
import type { choiceMachine } from '../../machines/choice/choiceMachine';
import { loadPersistedChoice, loadPersistedLocation, savePersistedChoice, savePersistedLocation } from '../../machines/choice/choiceStorage';
import type { Clock } from '../../machines/clock';
import { SessionContext } from '../../machines/session/SessionContext';
import { leaveNow } from '../shell/leaveGuard';
import { showToast } from '../shell/toast';
import { toastFor } from '../shell/toastText';

// With the choice flow's code, not the first load (an actor exists only once that code has loaded anyway).
const ChoiceLeaveGuard = lazy(() => import('./ChoiceLeaveGuard').then((module) => ({ default: module.ChoiceLeaveGuard })));

type ChoiceActor = ActorRefFrom<typeof choiceMachine>;

interface ChoiceHost {
  actor: ChoiceActor | null;
  /** The open list's level-of-care name, for the page title (SPEC §2), once the list has loaded. */
  levelName: string | null;
  setLevelName: (name: string | null) => void;
  /** The flow's chunk hands its machine over, so the machine is not part of the first load (issue 7). */
  open: (optionListId: number, machine: typeof choiceMachine) => ChoiceActor;
}

const ChoiceHostContext = createContext<ChoiceHost | null>(null);

const isChoiceAddress = (path: string) => path.startsWith('/choice/option-list/') || path.startsWith('/choice/review/');

/**
 * Hosts one choice actor per option list (SPEC §4 choice flow): created when a list's address is first entered,
 * kept while the family moves between that list's steps, stopped when they leave the flow (their shortlist and
 * rankings then reset; the chosen location stays). It tells the dashboard when a list is confirmed.
 */
export function ChoiceProvider({ children, clock }: { children: ReactNode; clock?: Clock }) {
  const [location, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const dashboard = DashboardContext.useActorRef();
  const session = SessionContext.useActorRef();
  const [actor, setActor] = useState<ChoiceActor | null>(null);
  const [levelName, setLevelName] = useState<string | null>(null);
  const actorRef = useRef<ChoiceActor | null>(null);

  const close = useCallback(() => {
    actorRef.current?.stop();
    actorRef.current = null;
    setActor(null);
    setLevelName(null);
  }, []);

  const open = useCallback(
    (optionListId: number, machine: typeof choiceMachine) => {
      const current = actorRef.current;
      if (current && current.getSnapshot().context.optionListId === optionListId) return current;
      current?.stop();
      // Another list: its title comes once it has loaded, not the last list's.
      setLevelName(null);
      const persisted = loadPersistedChoice(optionListId);
      const created = createActor(
        machine.provide({
          actions: {
            navigateTo: (_, params) => {
              if (params.to) navigateRef.current(params.to, { replace: params.replace });
            },
            showToast: (_, params) => showToast(toastFor(params.toast)),
            persist: ({ context }) => {
              savePersistedChoice({ optionListId: context.optionListId, shortlist: context.shortlist, rankings: context.rankings });
              savePersistedLocation(context.filters.location);
            },
            leave: () => leaveNow(),
          },
        }),
        {
          ...(clock ? { clock } : {}),
          input: {
            optionListId,
            hospital: dashboard.getSnapshot().context.hospital,
            shortlist: persisted?.shortlist,
            rankings: persisted?.rankings,
            location: loadPersistedLocation(),
          },
        },
      );
      created.on('list.completed', (event) => {
        savePersistedChoice(null);
        dashboard.send({ type: 'service.completed', optionListId: event.optionListId, rankings: event.rankings, completedAt: event.completedAt });
      });
      created.start();
      actorRef.current = created;
      setActor(created);
      return created;
    },
    [dashboard, clock],
  );

  // Leaving the flow forgets the shortlist and rankings (SPEC §4); logging out forgets everything.
  useEffect(() => {
    if (!isChoiceAddress(location) && actorRef.current) {
      savePersistedChoice(null);
      close();
    }
  }, [location, close]);
  useEffect(() => {
    const subscription = session.on('session.cleared', close);
    return () => subscription.unsubscribe();
  }, [session, close]);

  return (
    <ChoiceHostContext.Provider value={{ actor, open, levelName, setLevelName }}>
      {children}
      {actor && (
        <Suspense fallback={null}>
          <ChoiceLeaveGuard actor={actor} />
        </Suspense>
      )}
    </ChoiceHostContext.Provider>
  );
}

export function useChoiceHost(): ChoiceHost {
  const host = useContext(ChoiceHostContext);
  if (!host) throw new Error('useChoiceHost outside ChoiceProvider');
  return host;
}
