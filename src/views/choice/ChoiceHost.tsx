import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { pathPrefix } from '../../routePaths';
import { useChoiceActor, useSessionActor } from '../shell/appActors';

// With the choice flow's code, not the first load (an actor exists only once that code has loaded anyway).
const ChoiceLeaveGuard = lazy(() => import('./ChoiceLeaveGuard').then((module) => ({ default: module.ChoiceLeaveGuard })));

interface ChoiceTitle {
  /** The open list's level-of-care name, for the page title (SPEC §2), once the list has loaded. */
  levelName: string | null;
  setLevelName: (name: string | null) => void;
}

const ChoiceTitleContext = createContext<ChoiceTitle>({ levelName: null, setLevelName: () => {} });

/** The addresses of a list's steps and of a review (any under them, even one no route matches). */
const CHOICE_PREFIXES = [pathPrefix('CHOICE_OPTION_LIST'), pathPrefix('CHOICE_REVIEW')];
const isChoiceAddress = (path: string) => CHOICE_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Around the routes, for the choice flow (SPEC §4): the session machine holds the open list's actor; here the
 * address leaving the flow closes it (its shortlist and rankings then reset; the chosen location stays), the way out
 * passes the leave guard while it is open, and the list's level of care names the page.
 */
export function ChoiceHost({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const session = useSessionActor();
  const actor = useChoiceActor();
  const [levelName, setLevelName] = useState<string | null>(null);
  const optionListId = actor?.getSnapshot().context.optionListId;

  // Another list (or none): its title comes once it has loaded, not the last list's.
  useEffect(() => setLevelName(null), [optionListId]);
  useEffect(() => {
    if (!isChoiceAddress(location)) session.send({ type: 'choice.closed' });
  }, [location, session]);

  return (
    <ChoiceTitleContext.Provider value={{ levelName, setLevelName }}>
      {children}
      {actor && (
        <Suspense fallback={null}>
          <ChoiceLeaveGuard actor={actor} />
        </Suspense>
      )}
    </ChoiceTitleContext.Provider>
  );
}

export const useChoiceTitle = () => useContext(ChoiceTitleContext);
