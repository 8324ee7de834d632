import { Button, Container, Paper, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Shell.module.css';

export type BreadcrumbButtonType = 'next' | 'heart' | 'check';

export interface BreadcrumbButton {
  label: string;
  onClick: () => void;
  type?: BreadcrumbButtonType;
  disabled?: boolean;
  active?: boolean;
}

const ICONS: Record<BreadcrumbButtonType, string> = { next: '›', heart: '♥', check: '✓' };

/**
 * The bar under the header (SPEC §2): an optional title, a left (back) button and a right button. Its buttons line
 * up with the screen's content column (`size`: the screen's Container size). The buttons never shrink: on phones the
 * title goes below them, so both labels stay whole at 320 px.
 */
export function BreadcrumbBar({ title, left, right, size = 'lg' }: { title?: ReactNode; left?: BreadcrumbButton; right?: BreadcrumbButton; size?: MantineSize }) {
  return (
    <Paper withBorder radius={0} py="xs" style={{ borderLeft: 0, borderRight: 0 }} data-breadcrumb-bar="">
      <Container size={size} className={classes.breadcrumbInner}>
        {left && (
          <Button variant="subtle" className={classes.breadcrumbLeft} onClick={left.onClick} disabled={left.disabled} leftSection={<span aria-hidden>‹</span>}>
            {left.label}
          </Button>
        )}
        {title && (
          <Text fw={600} ta="center" className={classes.breadcrumbTitle}>
            {title}
          </Text>
        )}
        {right && (
          <Button
            className={classes.breadcrumbRight}
            variant={right.active ? 'filled' : 'light'}
            onClick={right.onClick}
            disabled={right.disabled}
            rightSection={right.type ? <span aria-hidden>{ICONS[right.type]}</span> : undefined}
          >
            {right.label}
          </Button>
        )}
      </Container>
    </Paper>
  );
}
