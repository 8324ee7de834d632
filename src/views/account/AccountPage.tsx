import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Observer, SnapshotFrom } from 'xstate';
import type { User } from '../../contract/user';
import { t } from '../../i18n/en';
import { profileLogic } from '../../machines/account/profileLogic';
import { selectUser } from '../../machines/session/sessionSelectors';
import { ContactForm } from './ContactForm';
import { formatCreatedAt } from '../forms/format';
import { PasswordForm } from './PasswordForm';
import { useSessionActor, useSessionSelector } from '../shell/appActors';


/** ACCOUNT ('My Account'): member since, contact form, password change. The shell's header holds the h1. */
export function AccountPage() {
  const session = useSessionActor();
  const user = useSessionSelector(selectUser);

  const storeUser = useCallback((next: User) => session.send({ type: 'user.updated', user: next }), [session]);
  const profileObserver = useMemo<Observer<SnapshotFrom<typeof profileLogic>>>(
    () => ({
      next: (snapshot) => {
        if (snapshot.status === 'done' && snapshot.output) storeUser(snapshot.output);
      },
      // Until (or unless) it loads, the stored user fills the form; a 401 already ended the session in the client.
      error: () => {},
    }),
    [storeUser],
  );
  useActorRef(profileLogic, undefined, profileObserver);

  if (!user) return null;
  const created = formatCreatedAt(user.createdAt, t.dates);
  return (
    <Container size={640} px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Text c="dimmed">{t.account.memberSince(created.date, created.time)}</Text>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t.account.contactHeading}
            </Title>
            <ContactForm user={user} onSaved={storeUser} />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t.account.passwordHeading}
            </Title>
            <PasswordForm />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
