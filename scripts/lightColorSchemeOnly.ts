import postcss, { type Plugin } from 'postcss';

/** A selector that matches only under Mantine's dark colour scheme (`[data-mantine-color-scheme=dark]`, any quotes). */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;

/**
 * CareChoice has one colour scheme, light (docs/decisions.md): the dark scheme's rules, a seventh of Mantine's
 * stylesheets, can never match, yet every phone would download, parse and index them. This drops each selector
 * that needs the dark scheme, and each rule left with none.
 */
export function lightColorSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'carechoice-light-color-scheme-only',
    Rule(rule) {
      if (!DARK_SCHEME.test(rule.selector)) return;
      const light = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (light.length === 0) rule.remove();
      else rule.selectors = light;
    },
  };
}

/** The same for CSS written outside Vite's pipeline (the theme's variables in the page's head). */
export function withoutDarkColorScheme(css: string): string {
  return postcss([lightColorSchemeOnly()]).process(css, { from: undefined }).css;
}
