import type { MantineColorSchemeManager, MantineProviderProps } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import { WRITES_THEME_VARIABLES } from './themeVariables';

/**
 * CareChoice has one colour scheme, light (docs/decisions.md; its dark styles are dropped at build). Mantine's default
 * manager would read the scheme from localStorage, watch the storage and the system's preference on every start, and
 * be made anew at every render of its provider (a language change), subscribing again; this one has nothing to read.
 */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** MantineProvider's settings, the same for the family app and the hospital console. */
export const MANTINE_SETTINGS = {
  theme,
  cssVariablesResolver,
  withCssVariables: WRITES_THEME_VARIABLES,
  colorSchemeManager: LIGHT_ONLY,
  forceColorScheme: 'light',
} satisfies Partial<MantineProviderProps>;
