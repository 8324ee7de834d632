import { Button, Drawer, Stack, type MantineBreakpoint } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import type { HelpModal } from '../../routes';
import { LanguageSwitch } from './LanguageSwitch';
import { openHelp } from './openModals';
import type { ShellLink } from './shellNavigation';
import { useSwipeRight } from './useSwipeRight';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  links: ShellLink[];
  help: HelpModal | undefined;
  signedIn: boolean;
  onLogout: () => void;
  /** The width from which the header shows these items itself. */
  hiddenFrom: MantineBreakpoint;
}

/** The header's items where the header has no room for them (below 1024 px when signed in, else 640 px), in a drawer that slides in (250 ms) and closes with a swipe right. */
export function MobileMenu({ opened, onClose, links, help, signedIn, onLogout, hiddenFrom }: MobileMenuProps) {
  const swipe = useSwipeRight(onClose);
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={t.product}
      transitionProps={{ duration: 250 }}
      closeButtonProps={{ 'aria-label': t.shell.closeMenu }}
      hiddenFrom={hiddenFrom}
    >
      <Stack gap="sm" {...swipe}>
        {help && (
          <Button variant="light" size="lg" onClick={run(() => openHelp(help))}>
            {t.shell.needHelpMenu}
          </Button>
        )}
        {links.map((link) => (
          <Button key={link.href} component={Link} href={link.href} variant="subtle" size="lg" onClick={onClose}>
            {link.label}
          </Button>
        ))}
        <LanguageSwitch size="lg" onChosen={onClose} />
        {signedIn && (
          <Button variant="outline" size="lg" onClick={run(onLogout)}>
            {t.shell.logOut}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
