import type { MantineColorSchemeManager } from '@mantine/core';

/**
 * CareChoice has one colour scheme, light (docs/decisions.md; its dark styles are dropped at build). Mantine's default
 * manager would read the scheme from localStorage, watch the storage and the system's preference on every start, and
 * be made anew at every render of its provider (a language change), subscribing again; this one has nothing to read.
 */
export const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
