import type { AnyStateMachine } from 'xstate';
import { choiceMachine } from '../../src/machines/choice/choiceMachine';
import { locationSearchMachine } from '../../src/machines/choice/locationSearchMachine';
import { qualityMachine } from '../../src/machines/choice/qualityMachine';
import { dashboardMachine } from '../../src/machines/dashboard/dashboardMachine';
import { catalogueMachine } from '../../src/machines/hospital/catalogueMachine';
import { choiceRecordMachine } from '../../src/machines/hospital/choiceRecordMachine';
import { guidedStartMachine } from '../../src/machines/hospital/handOffMachine';
import { kioskListMachine } from '../../src/machines/hospital/kioskListMachine';
import { listBuilderMachine } from '../../src/machines/hospital/listBuilderMachine';
import { patientInvitesMachine } from '../../src/machines/hospital/patientInvitesMachine';
import { patientRecordMachine } from '../../src/machines/hospital/patientRecordMachine';
import { staffDirectoryMachine } from '../../src/machines/hospital/staffDirectoryMachine';
import { staffJoinMachine } from '../../src/machines/hospital/staffJoinMachine';
import { staffSessionMachine } from '../../src/machines/hospital/staffSessionMachine';
import { worklistMachine } from '../../src/machines/hospital/worklistMachine';
import { kioskDeviceMachine } from '../../src/machines/kiosk/kioskDeviceMachine';
import { kioskIdleMachine } from '../../src/machines/kiosk/kioskIdleMachine';
import { kioskVisitMachine } from '../../src/machines/kiosk/kioskVisitMachine';
import { languageMachine } from '../../src/machines/language/languageMachine';
import { forgotPasswordLogic } from '../../src/machines/request/forms';
import { sessionMachine } from '../../src/machines/session/sessionMachine';
import { signupMachine } from '../../src/machines/signup/signupMachine';
import { drawChart } from './drawChart';
import { readSources } from './senders';

/** Every chart of the app, with its file under src/machines/, in the order a newcomer meets them. */
export const CHARTS: [AnyStateMachine, string][] = [
  [sessionMachine, 'session/sessionMachine.ts'],
  [languageMachine, 'language/languageMachine.ts'],
  [signupMachine, 'signup/signupMachine.ts'],
  [dashboardMachine, 'dashboard/dashboardMachine.ts'],
  [choiceMachine, 'choice/choiceMachine.ts'],
  [qualityMachine, 'choice/qualityMachine.ts'],
  [locationSearchMachine, 'choice/locationSearchMachine.ts'],
  [forgotPasswordLogic, 'request/requestMachine.ts (every form of request/forms.ts and hospital/*Forms.ts)'],
  [staffSessionMachine, 'hospital/staffSessionMachine.ts'],
  [worklistMachine, 'hospital/worklistMachine.ts'],
  [patientRecordMachine, 'hospital/patientRecordMachine.ts'],
  [patientInvitesMachine, 'hospital/patientInvitesMachine.ts'],
  [listBuilderMachine, 'hospital/listBuilderMachine.ts'],
  [choiceRecordMachine, 'hospital/choiceRecordMachine.ts'],
  [catalogueMachine, 'hospital/catalogueMachine.ts'],
  [staffDirectoryMachine, 'hospital/staffDirectoryMachine.ts'],
  [staffJoinMachine, 'hospital/staffJoinMachine.ts'],
  [kioskListMachine, 'hospital/kioskListMachine.ts'],
  [guidedStartMachine, 'hospital/handOffMachine.ts (a guided session or a kiosk, started from the console)'],
  [kioskDeviceMachine, 'kiosk/kioskDeviceMachine.ts'],
  [kioskIdleMachine, 'kiosk/kioskIdleMachine.ts'],
  [kioskVisitMachine, 'kiosk/kioskVisitMachine.ts'],
];

export const CHARTS_FILE = 'src/machines/CHARTS.md';

/** The whole of CHARTS_FILE. */
export function drawCharts(): string {
  const sources = readSources();
  return [
    '# The charts, drawn from the machines',
    '',
    'Drawn by `npm run charts` from the machines themselves; do not edit by hand (test/machines/charts.test.ts fails',
    'when a chart changed and this file did not). Each diagram shows every state and every transition that changes',
    'state, labelled `event [guard]`; the tables under it list the events a state handles where it is, and the files',
    'under src/ that send each event (that write `type: \'<event>\'`). What the charts are for and how the actors find',
    'each other: README.md.',
    '',
    ...CHARTS.map(([machine, file]) => drawChart(machine, file, sources)),
  ].join('\n');
}
