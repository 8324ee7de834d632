import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { choiceMachine } from '../../machines/choice/choiceMachine';
import type { dashboardMachine } from '../../machines/dashboard/dashboardMachine';
import { sessionMachine } from '../../machines/session/sessionMachine';
import type { signupMachine } from '../../machines/signup/signupMachine';
import type { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
import type { kioskVisitMachine } from '../../machines/kiosk/kioskVisitMachine';
import type { languageMachine } from '../../machines/language/languageMachine';
import { DASHBOARD_ID, KIOSK_ID, KIOSK_VISIT_ID, LANGUAGE_ID, SIGNUP_ID } from '../../machines/systemIds';

/**
 * The one way a view reaches an actor. The app runs one actor system rooted in the session machine
 * (src/machines/README.md); this context holds that root, and each hook finds its actor in the system.
 */
export const AppActorContext = createActorContext(sessionMachine);

type SignupActor = ActorRefFrom<typeof signupMachine>;
type DashboardActor = ActorRefFrom<typeof dashboardMachine>;
type ChoiceActor = ActorRefFrom<typeof choiceMachine>;

export const useSessionActor = () => AppActorContext.useActorRef();
export const useSessionSelector = <T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T) => AppActorContext.useSelector(selector);

/**
 * The sign-up and dashboard actors live as long as the root (invoked by it); a crashed one is invoked afresh 1 s
 * later, and `BackgroundTasksGate` starts the screens again then, so a screen's reference never goes stale.
 */
export const useSignupActor = () => useSessionActor().system.get(SIGNUP_ID) as SignupActor;
export const useSignupSelector = <T>(selector: (snapshot: SnapshotFrom<typeof signupMachine>) => T) => useSelector(useSignupActor(), selector);

export const useDashboardActor = () => useSessionActor().system.get(DASHBOARD_ID) as DashboardActor;
export const useDashboardSelector = <T>(selector: (snapshot: SnapshotFrom<typeof dashboardMachine>) => T) =>
  useSelector(useDashboardActor(), selector);

/** The open option list's actor, or null outside the choice flow: it changes as lists are opened and closed. */
export const useChoiceActor = (): ChoiceActor | null => AppActorContext.useSelector((snapshot) => snapshot.context.choice);

type KioskActor = ActorRefFrom<typeof kioskDeviceMachine>;
type KioskVisitActor = ActorRefFrom<typeof kioskVisitMachine>;

/** The device's kiosk actor (a background task, restarted after a crash: read from the root's children). */
export const useKioskActor = (): KioskActor | undefined => AppActorContext.useSelector((snapshot) => snapshot.children[KIOSK_ID] as KioskActor | undefined);

/** The family's visit while the device is a kiosk; undefined on any other device. */
export const useKioskVisit = (): KioskVisitActor | undefined =>
  useSelector(useKioskActor(), (snapshot) => snapshot?.children[KIOSK_VISIT_ID] as KioskVisitActor | undefined);

type LanguageActor = ActorRefFrom<typeof languageMachine>;

/** The language actor (a background task of the root: undefined for the second after a crash, then a new one). */
export const useLanguageActor = (): LanguageActor | undefined =>
  AppActorContext.useSelector((snapshot) => snapshot.children[LANGUAGE_ID] as LanguageActor | undefined);
