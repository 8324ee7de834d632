import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const CORE_STYLES = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');

/** `…/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs` → `CheckboxCard`: a component's own module. */
const COMPONENT_MODULE = /\/@mantine\/core\/esm\/components\/(?:[^/]+\/)*([^/]+)\/\1\.mjs$/;
const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\/Notifications\.mjs$/;
const WHOLE_SHEETS = "@import '@mantine/core/styles.css';\n@import '@mantine/notifications/styles.css';\n";

/**
 * Each Mantine component's stylesheet travels with the component's own module: the build puts it in whichever chunk
 * holds the component, so a page loads the styles of exactly the components it can draw, and no list of sheets is
 * kept by hand. The import is added after the module's own imports, so the sheets of the building blocks a component
 * is made of (UnstyledButton under Button, Input under PasswordInput) come before its own, the order Mantine's
 * styles need. The global sheets (baseline, variables) stay in src/mantine.css.
 *
 * The dev server serves Mantine pre-bundled, past any plugin: there src/mantine.css takes Mantine's whole sheet.
 */
export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'carechoice:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (serving) return path.endsWith('/src/mantine.css') ? `${code}\n${WHOLE_SHEETS}` : null;
      if (NOTIFICATIONS_MODULE.test(path)) return { code: `${code}\nimport '@mantine/notifications/styles.css';\n`, map: null };
      const component = COMPONENT_MODULE.exec(path)?.[1];
      if (!component || !existsSync(join(CORE_STYLES, `${component}.css`))) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
    },
  };
}
