import { Center, Loader, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/en';

/**
 * The full-screen loading screen with an optional title (SPEC §2 Shell). A whole screen high, so the footer waits
 * below the fold and does not jump when the page's content arrives (layout shift).
 */
export function FullScreenLoader({ title }: { title?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader size="lg" aria-hidden />
        <Text fw={600} fz="lg">
          {title ?? t.shell.loading}
        </Text>
      </Stack>
    </Center>
  );
}
