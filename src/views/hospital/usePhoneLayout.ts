import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a console table lays its rows out for a phone (below Mantine's `sm` breakpoint, 768 px), with the columns
 * it drops stacked in another cell. Read before the first paint, so a table is rendered once, in one layout: rows
 * holding buttons and popovers are never doubled and hidden by CSS.
 */
export const usePhoneLayout = () => useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

/**
 * A phone's table: columns of the widths it gives them rather than of their longest word, so a long provider name or
 * label never pushes it past a 320 px screen; a word longer than its column is hyphenated where the browser can, else
 * broken, as a last resort.
 */
export const PHONE_TABLE = { layout: 'fixed', horizontalSpacing: 6, style: { overflowWrap: 'break-word', hyphens: 'auto' } } as const;

/** A phone's row reads from the top: the name beside the first line of what the row says of it. */
export const PHONE_ROW = { verticalAlign: 'top' } as const;
