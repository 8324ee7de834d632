import type { ComponentPropsWithoutRef } from 'react';
import classes from './ResponsiveGrid.module.css';

/**
 * The grid of cards on the dashboard and the option lists. Mantine's SimpleGrid with responsive columns writes its
 * media queries into a <style> element as it renders, which restyles the whole page as a list opens; these are
 * written once, at build time (total blocking time).
 */
export function ResponsiveGrid({ children, ...frame }: Omit<ComponentPropsWithoutRef<'div'>, 'className'>) {
  return (
    <div className={classes.frame} {...frame}>
      <div className={classes.grid}>{children}</div>
    </div>
  );
}
