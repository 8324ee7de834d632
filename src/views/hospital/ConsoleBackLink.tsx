import { Anchor } from '@mantine/core';
import { Link } from 'wouter';

/** The "← back" link atop a console record page, to the page it was reached from. */
export function ConsoleBackLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor component={Link} href={href} fw={600}>
      ← {label}
    </Anchor>
  );
}
