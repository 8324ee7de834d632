import { Alert, Stack, Text, Title } from '@mantine/core';
import { signupEn } from '../../i18n/en.signup';
import type { AcceptedAcknowledgement, AccountForm } from '../../machines/signup/signupActors';
import { selectBusy } from '../../machines/signup/signupSelectors';
import { CenteredCard } from '../shell/CenteredCard';
import { AccountDetailsForm } from './AccountDetailsForm';
import { PatientDetailsForm } from './PatientDetailsForm';
import { securityEn } from '../../i18n/en.security';
import { useSignupActor, useSignupSelector } from '../shell/appActors';
import { useShownLanguage } from '../shell/languageActor';
import { versionFor } from '../shell/QuotedText';

/**
 * The acknowledgement the claim page shows: the invite's own words as the planner wrote them, in the language on
 * screen where there is that version, else SPEC's default in the language on screen.
 */
function useShownAcknowledgement(): AcceptedAcknowledgement {
  const shown = useShownLanguage();
  const en = useSignupSelector((snapshot) => snapshot.context.invite?.customAcknowledgementText ?? null);
  const es = useSignupSelector((snapshot) => snapshot.context.invite?.customAcknowledgementTextEs ?? null);
  return versionFor({ en, es }, shown) ?? { text: signupEn.start.acknowledgement, language: shown };
}

/** CHOICE_START: 'Welcome' and the patient details, confirmed with the acknowledgement. */
export function StartScreen() {
  const signup = useSignupActor();
  const patient = useSignupSelector((snapshot) => snapshot.context.patient);
  const acknowledgement = useShownAcknowledgement();
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.start.heading}</Title>
        <Text>{signupEn.start.intro}</Text>
        <PatientDetailsForm
          values={patient}
          onChange={(values) => signup.send({ type: 'patient.changed', patient: values })}
          onSubmit={(values) => signup.send({ type: 'patient.submitted', patient: values, acknowledgement })}
          submitLabel={signupEn.start.next}
          acknowledgement={acknowledgement}
        />
      </Stack>
    </CenteredCard>
  );
}

/** The server's refusals of an account in words, read when shown (so they follow the language). */
const SERVER_MESSAGES: Record<string, () => string> = {
  EmailTaken: () => signupEn.account.emailTaken,
  PasswordTooCommon: () => securityEn.passwordTooCommon,
  InviteInvalid: () => signupEn.account.inviteUsed,
  InviteRevoked: () => securityEn.inviteRevoked,
};

/** CHOICE_ACCOUNT: 'Create Your Account'. A failed create keeps the form filled and says why. */
export function AccountScreen() {
  const signup = useSignupActor();
  // The account's first language is the one on screen, whatever the invite was written in.
  const language = useShownLanguage();
  const account = useSignupSelector((snapshot) => snapshot.context.account);
  const createError = useSignupSelector((snapshot) => snapshot.context.createError);
  const busy = useSignupSelector(selectBusy);
  const serverErrors: Partial<Record<keyof AccountForm, string>> =
    createError?.code === 'EmailTaken'
      ? { email: signupEn.account.emailTaken }
      : createError?.code === 'PasswordTooCommon'
        ? { password: securityEn.passwordTooCommon }
        : {};
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.account.heading}</Title>
        <Text>{signupEn.account.intro}</Text>
        {createError && (
          <Alert color="red" role="alert">
            {SERVER_MESSAGES[createError.code]?.() ?? signupEn.account.genericError}
          </Alert>
        )}
        <AccountDetailsForm
          key={createError?.code ?? 'form'}
          values={account}
          serverErrors={serverErrors}
          busy={busy}
          onChange={(values) => signup.send({ type: 'account.changed', account: values })}
          onSubmit={(values) => signup.send({ type: 'account.submitted', account: values, language })}
          onBack={() => signup.send({ type: 'account.back' })}
        />
      </Stack>
    </CenteredCard>
  );
}

/** CHOICE_VERIFY: 'One More Thing' and the patient details again; says why when a claim did not match. */
export function VerifyScreen() {
  const signup = useSignupActor();
  const patient = useSignupSelector((snapshot) => snapshot.context.patient);
  const claimError = useSignupSelector((snapshot) => snapshot.context.claimError);
  const busy = useSignupSelector(selectBusy);
  const acknowledgement = useShownAcknowledgement();
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{signupEn.verify.heading}</Title>
        {claimError?.limit ? (
          <Alert color="red" role="alert">
            {claimError.limit === 'TooManyAttempts' ? securityEn.tooManyClaimAttempts : securityEn.inviteRevoked}
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
          onChange={(values) => signup.send({ type: 'patient.changed', patient: values })}
          onSubmit={(values) => signup.send({ type: 'verify.submitted', patient: values, acknowledgement })}
          submitLabel={signupEn.verify.submit}
        />
      </Stack>
    </CenteredCard>
  );
}
