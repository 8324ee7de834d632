import { Group, Text } from '@mantine/core';
import { t } from '../../i18n/en';

/** The CareChoice mark: a heart in a rounded square, and the name (from 640 px; phones need the room for the title). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#0b7285'} />
        <path d="M16 25s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 6-8 11-8 11z" fill={inverse ? '#0b7285' : '#ffffff'} />
      </svg>
      <Text fw={800} fz="lg" c={inverse ? 'white' : 'teal.9'} visibleFrom="sm">
        {t.product}
      </Text>
    </Group>
  );
}
