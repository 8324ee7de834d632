import { Center, Loader, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/en';

/** The full-screen loading screen with an optional title (SPEC §2 Shell). */
export function FullScreenLoader({ title }: { title?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader size="lg" aria-hidden />
        <Text fw={600} fz="lg">
          {title ?? t.shell.loading}
        </Text>
      </Stack>
    </Center>
  );
}
