import { Box, Button, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import classes from '../shell/Shell.module.css';
import { HeaderBrand } from '../shell/HeaderBrand';

interface ConsoleHeaderProps {
  title: string;
  /** The signed-in staff member's name, or null on the login page. */
  staffName: string | null;
  /** Admins also see their hospital's staff. */
  isAdmin: boolean;
  onLogout: () => void;
}

/**
 * The family header's look (logo, page title as the h1, items on the right) with the console's items: the worklist,
 * the catalogue, the staff (admins only) and Log out. They wrap under the title on narrow screens rather than hide
 * in a menu: the console has only these few.
 */
export function ConsoleHeader({ title, staffName, isAdmin, onLogout }: ConsoleHeaderProps) {
  return (
    <Box component="header" className={classes.header}>
      <Group className={classes.headerInner} justify="space-between" gap="sm">
        <HeaderBrand title={title} home={staffName ? consolePath('WORKLIST') : null} />
        {staffName && (
          // They wrap among themselves too: an admin's four items are wider than a 390 px phone.
          <Group gap="xs" wrap="wrap" justify="flex-end" className={classes.headerItems}>
            <Text size="sm" c="dimmed" visibleFrom="md">
              {hospitalEn.shell.signedInAs(staffName)}
            </Text>
            <Button component={Link} href={consolePath('WORKLIST')} variant="subtle">
              {hospitalEn.shell.patients}
            </Button>
            <Button component={Link} href={consolePath('CATALOGUE')} variant="subtle">
              {hospitalEn.shell.providers}
            </Button>
            {isAdmin && (
              <Button component={Link} href={consolePath('STAFF')} variant="subtle">
                {hospitalEn.shell.staff}
              </Button>
            )}
            <Button variant="light" onClick={onLogout}>
              {t.shell.logOut}
            </Button>
          </Group>
        )}
      </Group>
    </Box>
  );
}
