import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { useConsoleClock, type ConsoleClock } from './consoleClock';

type Invite = PlannerPatient['invites'][number];

const text = hospitalEn.patient;
const words = hospitalEn.invites;

/** Where an invite stands, in words: used, revoked (by whom), expired or open until when. */
export function inviteStatusText(invite: Invite, now: number, clock: ConsoleClock): string {
  if (invite.usedAt !== null) return text.inviteUsed(clock.day(invite.usedAt));
  if (invite.revokedAt !== null) {
    return invite.revokedBy === 'staff' ? words.revokedByStaff(clock.day(invite.revokedAt)) : text.inviteRevoked(clock.day(invite.revokedAt));
  }
  return invite.expiresAt < now ? text.inviteExpired(clock.day(invite.expiresAt)) : text.inviteOpen(clock.day(invite.expiresAt));
}

export interface InviteRowProps {
  invite: Invite;
  now: number;
  /** Whether Resend and Revoke can be pressed now (nothing else under way, the form closed). */
  canAct: boolean;
  /** What is under way for this invite, if anything. */
  step: 'resending' | 'confirming' | 'revoking' | null;
  onResend: () => void;
  onRevoke: () => void;
  onConfirmRevoke: () => void;
  onCancelRevoke: () => void;
}

/**
 * One invite: to whom, as what, when, in which language, and where it stands. An unused one that is not revoked can
 * be sent again (a new link; an expired one comes back to life), an open one revoked, after a confirmation in place.
 */
export function InviteRow({ invite, now, canAct, step, onResend, onRevoke, onConfirmRevoke, onCancelRevoke }: InviteRowProps) {
  const clock = useConsoleClock();
  const relationship = invite.relationship ? (words.relationships[invite.relationship as keyof typeof words.relationships] ?? null) : null;
  const live = invite.usedAt === null && invite.revokedAt === null;
  const open = live && invite.expiresAt >= now;
  const keep = useRef<HTMLButtonElement>(null);
  // The question takes the focus, on its safe answer: a second Enter keeps the invite.
  useEffect(() => {
    if (step === 'confirming') keep.current?.focus();
  }, [step]);
  return (
    <List.Item>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text>
            {words.sentTo(invite.email, relationship, clock.day(invite.createdAt))} {words.inLanguage[invite.language]}: {inviteStatusText(invite, now, clock)}
          </Text>
          {live && step !== 'confirming' && step !== 'revoking' && (
            <Group gap="xs">
              <Button variant="light" onClick={onResend} disabled={!canAct} loading={step === 'resending'} aria-label={words.resendLabel(invite.email)}>
                {words.resend}
              </Button>
              {open && (
                <Button variant="light" color="red" onClick={onRevoke} disabled={!canAct} aria-label={words.revokeLabel(invite.email)}>
                  {words.revoke}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {(step === 'confirming' || step === 'revoking') && (
          <Paper withBorder p="sm" radius="md" role="group" aria-label={words.revokeLabel(invite.email)}>
            <Stack gap="xs">
              <Text size="sm">{words.confirmRevoke(invite.email)}</Text>
              <Group gap="xs">
                <Button color="red" onClick={onConfirmRevoke} loading={step === 'revoking'}>
                  {words.confirmYes}
                </Button>
                <Button variant="default" ref={keep} onClick={onCancelRevoke} disabled={step === 'revoking'}>
                  {words.confirmNo}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </List.Item>
  );
}
