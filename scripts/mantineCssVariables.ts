import type { Plugin } from 'vite';
import { withoutDarkColorScheme } from './lightColorSchemeOnly.ts';

/**
 * The theme's CSS variables (colours, fonts, the accessible teal of src/theme.ts) written into index.html's head when
 * the page is built, exactly as Mantine's provider would write them: rendered once here by MantineProvider itself.
 * The apps' providers then skip them (`withCssVariables`), and no page start spends its first render turning the
 * theme's colours into ~8 KB of CSS again (2.5 ms a render warm in Node, several cold in a phone's first load).
 * Built pages only: the dev server adds its stylesheets after the head, where Mantine's defaults would win.
 */
export function mantineCssVariables(): Plugin {
  return {
    name: 'carechoice:mantine-css-variables',
    apply: 'build',
    transformIndexHtml: async () => [{ tag: 'style', attrs: { 'data-mantine-styles': 'true' }, children: await themeVariables(), injectTo: 'head' }],
  };
}

/** What MantineProvider puts in its `<style data-mantine-styles>` for the apps' theme. */
async function themeVariables(): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { MantineProvider }, { theme, cssVariablesResolver }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
    import('../src/theme.ts'),
  ]);
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, withGlobalClasses: false }));
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error(`MantineProvider wrote no CSS variables: ${html.slice(0, 200)}`);
  return withoutDarkColorScheme(css);
}
