import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type BreadcrumbButtonType = 'next' | 'heart' | 'check';

export interface BreadcrumbButton {
  label: string;
  onClick: () => void;
  type?: BreadcrumbButtonType;
  disabled?: boolean;
  active?: boolean;
}

const ICONS: Record<BreadcrumbButtonType, string> = { next: '›', heart: '♥', check: '✓' };

/** The bar under the header (SPEC §2): an optional title, a left (back) button and a right button. */
export function BreadcrumbBar({ title, left, right }: { title?: ReactNode; left?: BreadcrumbButton; right?: BreadcrumbButton }) {
  return (
    <Paper withBorder radius={0} px="md" py="xs" style={{ borderLeft: 0, borderRight: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {left ? (
          <Button variant="subtle" onClick={left.onClick} disabled={left.disabled} leftSection={<span aria-hidden>‹</span>}>
            {left.label}
          </Button>
        ) : (
          <span />
        )}
        {title && (
          <Text fw={600} ta="center" style={{ flex: 1 }}>
            {title}
          </Text>
        )}
        {right ? (
          <Button
            variant={right.active ? 'filled' : 'light'}
            onClick={right.onClick}
            disabled={right.disabled}
            rightSection={right.type ? <span aria-hidden>{ICONS[right.type]}</span> : undefined}
          >
            {right.label}
          </Button>
        ) : (
          <span />
        )}
      </Group>
    </Paper>
  );
}
