import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Language } from '../../contract/language';
import { signupEn } from '../../i18n/en.signup';
import { securityWords } from '../../i18n/en.security';
import { useWords } from '../shell/shownWords';
import type { AcceptedAcknowledgement, AccountForm, PatientForm } from '../../machines/signup/signupActors';
import type { ClaimError, SignupContext, SignupEvent } from '../../machines/signup/signupMachine';
import { CenteredCard } from '../shell/CenteredCard';
import { AccountDetailsForm } from './AccountDetailsForm';
import { PatientDetailsForm } from './PatientDetailsForm';

/**
 * The sign-up flow's screens, each a function of what the flow holds (SignupFlow.tsx selects it) and of `send`, the
 * flow's events: they render and never read an actor.
 */
type Send = (event: SignupEvent) => void;

/** CHOICE_START: 'Welcome' and the patient details, confirmed with the acknowledgement shown. */
export function StartScreen({ patient, acknowledgement, send }: { patient: PatientForm; acknowledgement: AcceptedAcknowledgement; send: Send }) {
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.start.heading}</Title>
        <Text>{signupEn.start.intro}</Text>
        <PatientDetailsForm
          values={patient}
          onChange={(values) => send({ type: 'patient.changed', patient: values })}
          onSubmit={(values) => send({ type: 'patient.submitted', patient: values, acknowledgement })}
          submitLabel={signupEn.start.next}
          acknowledgement={acknowledgement}
        />
      </Stack>
    </CenteredCard>
  );
}

/** The server's refusals of an account in words, read when shown (so they follow the language). */
const SERVER_MESSAGES: Record<string, (security: typeof securityWords.english) => string> = {
  EmailTaken: () => signupEn.account.emailTaken,
  PasswordTooCommon: (security) => security.passwordTooCommon,
  InviteInvalid: () => signupEn.account.inviteUsed,
  InviteRevoked: (security) => security.inviteRevoked,
};

interface AccountScreenProps {
  account: AccountForm;
  createError: SignupContext['createError'];
  busy: boolean;
  /** The language on screen: the account's first language, whatever the invite was written in. */
  language: Language;
  /** On a kiosk the fields offer no autofill. */
  kiosk: boolean;
  send: Send;
}

/** CHOICE_ACCOUNT: 'Create Your Account'. A failed create keeps the form filled and says why. */
export function AccountScreen({ account, createError, busy, language, kiosk, send }: AccountScreenProps) {
  const security = useWords(securityWords);
  const serverErrors: Partial<Record<keyof AccountForm, string>> =
    createError?.code === 'EmailTaken'
      ? { email: signupEn.account.emailTaken }
      : createError?.code === 'PasswordTooCommon'
        ? { password: security.passwordTooCommon }
        : {};
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.account.heading}</Title>
        <Text>{signupEn.account.intro}</Text>
        {createError && (
          <Alert color="red" role="alert">
            {SERVER_MESSAGES[createError.code]?.(security) ?? signupEn.account.genericError}
          </Alert>
        )}
        <AccountDetailsForm
          key={createError?.code ?? 'form'}
          values={account}
          serverErrors={serverErrors}
          busy={busy}
          kiosk={kiosk}
          onChange={(values) => send({ type: 'account.changed', account: values })}
          onSubmit={(values) => send({ type: 'account.submitted', account: values, language })}
          onBack={() => send({ type: 'account.back' })}
        />
      </Stack>
    </CenteredCard>
  );
}

interface VerifyScreenProps {
  patient: PatientForm;
  claimError: ClaimError | null;
  busy: boolean;
  acknowledgement: AcceptedAcknowledgement;
  send: Send;
}

/** CHOICE_VERIFY: 'One More Thing' and the patient details again; says why when a claim did not match. */
export function VerifyScreen({ patient, claimError, busy, acknowledgement, send }: VerifyScreenProps) {
  const security = useWords(securityWords);
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.verify.heading}</Title>
        {claimError?.limit ? (
          <Alert color="red" role="alert">
            {claimError.limit === 'TooManyAttempts' ? security.tooManyClaimAttempts : security.inviteRevoked}
          </Alert>
        ) : claimError ? (
          <Alert color="orange" role="alert">
            <Text>{signupEn.verify.notMatched}</Text>
            <Text mt="xs">{signupEn.verify.checkBelow}</Text>
          </Alert>
        ) : (
          <Text>{signupEn.verify.intro}</Text>
        )}
        <PatientDetailsForm
          values={patient}
          busy={busy}
          onChange={(values) => send({ type: 'patient.changed', patient: values })}
          onSubmit={(values) => send({ type: 'verify.submitted', patient: values, acknowledgement })}
          submitLabel={signupEn.verify.submit}
        />
      </Stack>
    </CenteredCard>
  );
}
