import { createActorContext } from '@xstate/react';
import { sessionMachine } from './sessionMachine';

/** The session actor, root of the app: the shell, guards and every screen read it through this context. */
export const SessionContext = createActorContext(sessionMachine);
