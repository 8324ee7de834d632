import type { ActorOptions, AnyActorLogic } from 'xstate';

/** The clock an actor schedules its delays on (XState does not export the interface by name). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
