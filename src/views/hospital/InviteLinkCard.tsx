import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { hospitalEn } from '../../i18n/en.hospital';
import type { InviteLink } from '../../machines/hospital/patientInvitesMachine';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.invites;

interface InviteLinkCardProps {
  link: InviteLink;
  /** The invite's e-mail address, when the record on show has it. */
  email: string | null;
  onDismiss: () => void;
}

/**
 * The link just made (or made again), for a family standing at the desk: shown in a read-only field to select and with
 * 'Copy invite link' ('Copied' after). It is the one moment the link exists outside the e-mail.
 */
export function InviteLinkCard({ link, email, onDismiss }: InviteLinkCardProps) {
  const clock = useConsoleClock();
  const heading = link.resent ? text.resent(email) : text.created(email);
  const copyButton = useRef<HTMLButtonElement>(null);
  // Each new link takes the focus on its Copy button (the form that made it is gone): one Enter copies it.
  useEffect(() => copyButton.current?.focus(), [link.url]);
  return (
    <Alert color="teal" role="status" title={heading} maw={720} styles={{ title: { whiteSpace: 'normal' } }}>
      <Stack gap="sm">
        <Text size="sm">{text.linkIntro(clock.day(link.expiresAt))}</Text>
        <TextInput label={text.linkLabel} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={link.url} timeout={4000}>
          {({ copied, copy }) => (
            <Group gap="sm">
              <Button onClick={copy} ref={copyButton}>
                {copied ? text.copied : text.copy}
              </Button>
              <Button variant="subtle" onClick={onDismiss}>
                {text.dismiss}
              </Button>
              <VisuallyHidden aria-live="polite">{copied ? text.copiedNotice : ''}</VisuallyHidden>
            </Group>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
