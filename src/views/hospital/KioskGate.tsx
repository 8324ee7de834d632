import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { hospitalEn } from '../../i18n/en.hospital';
import { kioskWords } from '../../i18n/en.kiosk';
import { useWords } from '../shell/shownWords';
import { consoleReturnPath, keepConsoleSession } from '../../machines/kiosk/consoleHandOff';
import { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
import { loadKiosk } from '../../machines/kiosk/kioskStorage';
import { loadPersistedSession } from '../../machines/session/sessionStorage';
import { pathFor } from '../../routePaths';
import { StaffCredentialsForm } from '../forms/StaffCredentialsForm';
import { ConsoleLockPage } from './ConsoleLockPage';
import { KioskHandOffContext, loadPage, type KioskHandOff } from './kioskHandOff';
import { KioskReleaseForm } from './KioskReleaseForm';

const NO_CREDENTIALS = { email: '', password: '' };

/**
 * The console is locked while the device is handed to families: on a device that keeps a kiosk,
 * or that a guided session is running on (the family's side keeps its session), every console address shows
 * the lock page instead, the staff login included, until a staff member of the hospital takes the console back
 * there; then the console shows. The device's actor lives here, above the routes, so that the 'Use this device as a
 * kiosk' flow hands it the new kiosk and the lock shows at once.
 */
export function KioskGate({ children, leave = loadPage }: { children: ReactNode; leave?: (to: string) => void }) {
  const returnWords = useWords(kioskWords).guided;
  const [state, , device] = useMachine(
    kioskDeviceMachine.provide({
      actions: {
        handToConsole: (_, { session }) => {
          keepConsoleSession(session);
          leave(consoleReturnPath());
        },
      },
    }),
    { input: { kept: loadKiosk(), guided: loadPersistedSession()?.user.guided === true } },
  );
  const handOff = useMemo<KioskHandOff>(() => ({ started: (kept) => device.send({ type: 'kiosk.started', kept }), leave }), [device, leave]);
  const kept = state.context.kept;
  if (state.matches('guided')) {
    const words = hospitalEn.guided;
    const refusal = state.context.returnError;
    return (
      <ConsoleLockPage
        title={hospitalEn.titles.guided}
        heading={words.heading}
        intro={words.intro}
        family={{ href: pathFor('DASHBOARD'), label: words.family }}
      >
        <StaffCredentialsForm
          heading={returnWords.returnTitle}
          intro={returnWords.returnIntro}
          emailLabel={returnWords.email}
          passwordLabel={returnWords.password}
          submitLabel={returnWords.submit}
          canSubmit={state.can({ type: 'guided.returnAsked', credentials: NO_CREDENTIALS })}
          busy={state.matches({ guided: 'returning' }) || state.matches('returnedToConsole')}
          refusal={refusal && returnWords.refusal(refusal)}
          onSubmit={(credentials) => device.send({ type: 'guided.returnAsked', credentials })}
        />
      </ConsoleLockPage>
    );
  }
  if (state.matches('on') && kept) {
    const words = hospitalEn.kiosk;
    return (
      <ConsoleLockPage
        title={hospitalEn.titles.kiosk}
        heading={words.heading}
        intro={words.intro(kept.config.hospitalName)}
        family={{ href: pathFor('LOGIN'), label: words.familyLogin }}
      >
        <KioskReleaseForm
          hospitalName={kept.config.hospitalName}
          canRelease={state.can({ type: 'kiosk.releaseAsked', credentials: NO_CREDENTIALS })}
          releasing={state.matches({ on: 'releasing' })}
          refusal={state.context.releaseError}
          onRelease={(credentials) => device.send({ type: 'kiosk.releaseAsked', credentials })}
        />
      </ConsoleLockPage>
    );
  }
  return <KioskHandOffContext.Provider value={handOff}>{children}</KioskHandOffContext.Provider>;
}
