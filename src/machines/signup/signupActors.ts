import { fromPromise } from 'xstate';
import type { Language } from '../../contract/language';
import { claimPatient, createUser, fetchCurrentInvite, fetchInvite, fetchMe, login } from '../../api/requests';
import type { Invite, Patient } from '../../contract/choice';
import type { Relationship, User } from '../../contract/user';
import { formDateToIso } from '../../domain/dates';

/** The patient form as typed: the birth date stays MM/DD/YYYY text until it is sent. */
export interface PatientForm {
  initial: string;
  lastName: string;
  dateOfBirth: string;
}

export interface AccountForm {
  relationship: Relationship | '';
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  password: string;
  confirmPassword: string;
}

/** The acknowledgement as the family accepted it: its exact words and the language they are in. */
export interface AcceptedAcknowledgement {
  text: string;
  language: Language;
}

export const fetchInviteActor = fromPromise<Invite, { inviteCode: string }>(({ input, signal }) => fetchInvite(input.inviteCode, signal));

export const fetchCurrentInviteActor = fromPromise<Invite>(({ signal }) => fetchCurrentInvite(signal));

export const createAccountActor = fromPromise<User, { account: AccountForm; inviteCode: string; language?: Language | undefined }>(({ input, signal }) => {
  const { relationship, ...account } = input.account;
  return createUser(
    {
      user: { ...account, email: account.email.trim(), relationship: relationship as Relationship },
      inviteCode: input.inviteCode,
      ...(input.language ? { language: input.language } : {}),
    },
    signal,
  );
});

export interface SignupLogin {
  expiresAt: number;
  user: User;
}

/** Logs in with the credentials just chosen; the flow goes on to the claim whether or not this works. */
export const loginActor = fromPromise<SignupLogin, { email: string; password: string }>(async ({ input, signal }) => {
  const { expiresAt } = await login({ email: input.email.trim(), password: input.password }, signal);
  return { expiresAt, user: await fetchMe(signal) };
});

export interface ClaimInput {
  patient: PatientForm;
  /** Null only if no screen of this flow showed one: the claim is then refused here, and verify asks again. */
  acknowledgement: AcceptedAcknowledgement | null;
  /** The relationship, in the sign-up flow only. */
  by: Relationship | null;
}

export const claimActor = fromPromise<Patient, ClaimInput>(async ({ input, signal }) => {
  if (!input.acknowledgement) throw new Error('No acknowledgement was accepted.');
  return claimPatient(
    {
      patient: {
        initial: input.patient.initial.trim(),
        lastName: input.patient.lastName.trim(),
        dateOfBirth: formDateToIso(input.patient.dateOfBirth) ?? input.patient.dateOfBirth,
      },
      acknowledgement: {
        at: Math.floor(Date.now() / 1000),
        text: input.acknowledgement.text,
        language: input.acknowledgement.language,
        ...(input.by ? { by: input.by } : {}),
      },
    },
    signal,
  );
});
