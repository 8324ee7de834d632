import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise, type Observer, type SnapshotFrom } from 'xstate';
import { fetchMe } from '../../api/requests';
import type { User } from '../../contract/user';
import { t } from '../../i18n/en';
import { SessionContext } from '../../machines/session/SessionContext';
import { selectUser } from '../../machines/session/sessionSelectors';
import { ContactForm } from './ContactForm';
import { formatCreatedAt } from '../forms/format';
import { PasswordForm } from './PasswordForm';

/** SPEC §2: on entering ACCOUNT the current profile is loaded (GET /user/v1/me) and stored in the session. */
const profileLoader = fromPromise<User>(({ signal }) => fetchMe(signal));

/** ACCOUNT ('My Account'): member since, contact form, password change. The shell's header holds the h1. */
export function AccountPage() {
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector(selectUser);

  const storeUser = useCallback((next: User) => session.send({ type: 'user.updated', user: next }), [session]);
  const profileObserver = useMemo<Observer<SnapshotFrom<typeof profileLoader>>>(
    () => ({
      next: (snapshot) => {
        if (snapshot.status === 'done' && snapshot.output) storeUser(snapshot.output);
      },
      // Until (or unless) it loads, the stored user fills the form; a 401 already ended the session in the client.
      error: () => {},
    }),
    [storeUser],
  );
  useActorRef(profileLoader, undefined, profileObserver);

  if (!user) return null;
  const created = formatCreatedAt(user.createdAt);
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
