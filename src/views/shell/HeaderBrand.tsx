import { Title } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import classes from './Shell.module.css';
import { Logo } from './Logo';

/**
 * The start of both headers (the family's and the console's): the logo, a link home when there is a home to go to
 * (`home`: signed in), and the page title as the page's h1, which focus moves to on a route change.
 */
export function HeaderBrand({ title, home }: { title: string; home: string | null }) {
  return (
    <>
      {home ? (
        <Link href={home} className={classes.logoLink} aria-label={t.shell.logoHome}>
          <Logo />
        </Link>
      ) : (
        <Logo />
      )}
      <Title order={1} id="page-title" tabIndex={-1} className={classes.pageTitle}>
        {title}
      </Title>
    </>
  );
}
