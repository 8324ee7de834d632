import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import type { InviteAction, PatientInvitesContext } from '../../machines/hospital/patientInvitesMachine';
import {
  selectCanActOnInvites,
  selectCanOpenInviteForm,
  selectInviteAction,
  selectInviteCreating,
  selectInviteFailure,
  selectInviteFormOpen,
  selectInviteLink,
  selectRevokedInvite,
} from '../../machines/hospital/patientInvitesSelectors';
import { InviteForm } from './InviteForm';
import { InviteLinkCard } from './InviteLinkCard';
import { InviteRow } from './InviteRow';
import { usePatientInvitesActor, usePatientInvitesSelector } from './staffActors';

const text = hospitalEn.patient;
const words = hospitalEn.invites;

/** A refusal in words: what was tried, and why when the server said (used, revoked, gone). */
function failureText(failure: NonNullable<PatientInvitesContext['failure']>): string {
  const failed = words.failed;
  if (failure.code === 'InviteUsed' || failure.code === 'InviteRevoked') return failed[failure.code];
  if (failure.status === 404) return failure.action === 'create' ? failed.patientGone : failed.inviteGone;
  const byAction: Record<InviteAction, string> = {
    create: failure.status === 0 ? failed.createNetwork : failure.status === 400 ? failed.createRefused : failed.create,
    resend: failed.resend,
    revoke: failed.revoke,
  };
  return byAction[failure.action];
}

/**
 * The patient's invites, the invites flow's container: 'Invite Family' and its form, the link
 * just made with 'Copy invite link', and each invite with Resend and Revoke.
 */
export function PatientInvites({ patient }: { patient: PlannerPatient }) {
  const actor = usePatientInvitesActor();
  const formOpen = usePatientInvitesSelector(selectInviteFormOpen);
  const creating = usePatientInvitesSelector(selectInviteCreating);
  const link = usePatientInvitesSelector(selectInviteLink);
  const failure = usePatientInvitesSelector(selectInviteFailure);
  const revoked = usePatientInvitesSelector(selectRevokedInvite);
  const action = usePatientInvitesSelector(selectInviteAction);
  const canAct = usePatientInvitesSelector(selectCanActOnInvites);
  const canOpenForm = usePatientInvitesSelector(selectCanOpenInviteForm);
  useEffect(() => actor.send({ type: 'invites.entered', patientId: patient.id }), [actor, patient.id]);
  // A form closed without a link (Cancel) gives the focus back to the button that opened it.
  const inviteButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen && !link) inviteButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen, link]);
  const now = Date.now() / 1000;
  const emailOf = (inviteId: number) => patient.invites.find((invite) => invite.id === inviteId)?.email ?? null;
  // A link whose invite the record now shows used or revoked works no more: it is not offered to copy. (An invite the
  // record does not hold yet, just made while the record reloads, is still open.)
  const linkInvite = link ? patient.invites.find((invite) => invite.id === link.inviteId) : undefined;
  const linkWorks = link !== null && !(linkInvite && (linkInvite.usedAt !== null || linkInvite.revokedAt !== null));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={4}>{text.invites}</Title>
        {!formOpen && (
          <Button ref={inviteButton} onClick={() => actor.send({ type: 'form.opened' })} disabled={!canOpenForm}>
            {words.inviteFamily}
          </Button>
        )}
      </Group>
      {formOpen && (
        <InviteForm
          familyLanguage={patient.preferredLanguage ?? patient.familyLanguage}
          busy={creating}
          failure={failure?.action === 'create' ? failureText(failure) : null}
          onSubmit={(values) => actor.send({ type: 'form.submitted', values })}
          onCancel={() => actor.send({ type: 'form.closed' })}
        />
      )}
      {link && linkWorks && <InviteLinkCard link={link} email={emailOf(link.inviteId)} onDismiss={() => actor.send({ type: 'link.dismissed' })} />}
      {revoked !== null && (
        <Alert color="gray" role="status">
          {words.revoked}
        </Alert>
      )}
      {failure && failure.action !== 'create' && (
        <Alert color="red" role="alert">
          {failureText(failure)}
        </Alert>
      )}
      {patient.invites.length === 0 ? (
        <Text>{text.noInvites}</Text>
      ) : (
        <List spacing="sm" listStyleType="none">
          {[...patient.invites].reverse().map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              now={now}
              canAct={canAct}
              step={action?.inviteId === invite.id ? action.step : null}
              onResend={() => actor.send({ type: 'resend.asked', inviteId: invite.id })}
              onRevoke={() => actor.send({ type: 'revoke.asked', inviteId: invite.id })}
              onConfirmRevoke={() => actor.send({ type: 'revoke.confirmed' })}
              onCancelRevoke={() => actor.send({ type: 'revoke.cancelled' })}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
