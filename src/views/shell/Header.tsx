import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import type { HelpModal, RouteDefinition } from '../../routes';
import classes from './Shell.module.css';
import { HeaderBrand } from './HeaderBrand';
import { LanguageSwitch } from './LanguageSwitch';
import { openHelp } from './openModals';
import { signedInLinks } from './shellNavigation';
import { useSessionSelector } from './appActors';
import { pathFor } from '../../routePaths';
import { useShownLanguage } from './shownWords';

/** Its own chunk: the drawer is not part of the first load (JavaScript budget). */
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

interface HeaderProps {
  route: RouteDefinition | null;
  title: string;
  signedIn: boolean;
  onLogout: () => void;
  /** A second row of the header: a kiosk's controls, on a kiosk only. */
  kioskRow?: ReactNode;
}

/**
 * Keeps `--app-header-height` on the page at the sticky header's height (one or two lines of title, a kiosk's row),
 * so what else sticks to the top of the page (compare's provider names) sticks below it, not behind it.
 */
function useHeaderHeightVariable() {
  return useCallback((header: HTMLElement | null) => {
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--app-header-height', `${header.getBoundingClientRect().height}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, []);
}

/**
 * Logo, page title (the page's h1), 'Need Help?' and, when signed in, the dashboard, account and logout links.
 * Drawn again only when one of those changes, not with every change of the page below it.
 */
export const Header = memo(function Header({ route, title, signedIn, onLogout, kioskRow }: HeaderProps) {
  // Drawn again on a language switch too, not only when its props change.
  useShownLanguage();
  const [menuOpened, menu] = useDisclosure(false);
  // The small screens' menu (a drawer) is loaded and put on the page when a pointer or focus reaches its button,
  // before the first tap, so it still slides in; not on every page load (it was a sixth of the shell's
  // first render).
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const help: HelpModal | undefined = route?.help;
  const guided = useSessionSelector((snapshot) => snapshot.context.user?.guided === true);
  const links = signedIn ? signedInLinks(route, guided) : [];
  // Where the header's own items fit beside the logo and the title; below it the menu takes over (signed
  // in, 'Need Help?', the dashboard link, 'My Account' and 'Log out' need about 560 px, and were cut from 640 to
  // 1023 px). 'Need Help?' alone fits from 640 px.
  const itemsFrom = signedIn ? 'lg' : 'sm';
  const header = useHeaderHeightVariable();
  return (
    <Box component="header" className={classes.header} ref={header}>
      <Group className={classes.headerInner} justify="space-between" wrap="nowrap" gap="sm">
        <HeaderBrand title={title} home={signedIn ? pathFor('DASHBOARD') : null} />
        <Group gap="xs" wrap="nowrap" visibleFrom={itemsFrom} className={classes.headerItems}>
          {help && (
            <Button variant="subtle" onClick={() => openHelp(help)}>
              {t.shell.needHelp}
            </Button>
          )}
          {links.map((link) => (
            <Button key={link.href} component={Link} href={link.href} variant="subtle">
              {link.label}
            </Button>
          ))}
          {signedIn && (
            <Button variant="light" onClick={onLogout}>
              {t.shell.logOut}
            </Button>
          )}
        </Group>
        {/* The language switch at every width: a reader who cannot read the page must not need the menu. */}
        <LanguageSwitch className={classes.languageSwitch} compact />
        {(signedIn || help) && (
          <UnstyledButton hiddenFrom={itemsFrom} component="div">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              onPointerEnter={wantMenu}
              onFocus={wantMenu}
              onTouchStart={wantMenu}
              aria-label={menuOpened ? t.shell.closeMenu : t.shell.openMenu}
              className={classes.burger}
              size="md"
            />
          </UnstyledButton>
        )}
      </Group>
      {kioskRow}
      {(menuWanted || menuOpened) && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} links={links} help={help} signedIn={signedIn} onLogout={onLogout} hiddenFrom={itemsFrom} />
        </Suspense>
      )}
    </Box>
  );
});
