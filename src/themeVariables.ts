/**
 * Whether MantineProvider writes the theme's CSS variables. A built page carries them in its head, written when it was
 * built from src/theme.ts (scripts/mantineCssVariables.ts); the dev server's pages and the tests' do not.
 */
export const WRITES_THEME_VARIABLES = import.meta.env.DEV;
