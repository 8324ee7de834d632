import { createActorContext } from '@xstate/react';
import { dashboardMachine } from './dashboardMachine';

/** The patient's services, option lists and hospital, fetched once per login and shared by every choice screen. */
export const DashboardContext = createActorContext(dashboardMachine);
