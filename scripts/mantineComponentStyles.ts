import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const CORE_STYLES = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');

/** `…/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs` → `CheckboxCard`: a component's own module. */
const COMPONENT_MODULE = /\/@mantine\/core\/esm\/components\/(?:[^/]+\/)*([^/]+)\/\1\.mjs$/;
const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\/Notifications\.mjs$/;
const FIRST_STYLESHEET = fileURLToPath(new URL('../src/mantine.css', import.meta.url));
/** The component sheets src/mantine.css puts in the first stylesheet: their modules import nothing more. */
const inFirstStylesheet = () => new Set([...readFileSync(FIRST_STYLESHEET, 'utf8').matchAll(/@import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1]!));
const WHOLE_SHEETS = "@import '@mantine/core/styles.css';\n@import '@mantine/notifications/styles.css';\n";

/**
 * Each Mantine component's stylesheet that src/mantine.css does not put in the first stylesheet travels with the
 * component's own module: the build puts it in whichever chunk holds the component (the console's tables, the
 * pickers' popovers), once, and no screen imports a sheet by hand. The import is added after the module's own
 * imports, so the sheets of the building blocks a component is made of come before its own, the order Mantine's
 * styles need.
 *
 * The dev server serves Mantine pre-bundled, past any plugin: there src/mantine.css takes Mantine's whole sheet.
 */
export function mantineComponentStyles(): Plugin {
  let serving = false;
  let first = new Set<string>();
  return {
    name: 'carechoice:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      first = inFirstStylesheet();
    },
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (serving) return path.endsWith('/src/mantine.css') ? `${code}\n${WHOLE_SHEETS}` : null;
      if (NOTIFICATIONS_MODULE.test(path)) return { code: `${code}\nimport '@mantine/notifications/styles.css';\n`, map: null };
      const component = COMPONENT_MODULE.exec(path)?.[1];
      if (!component || first.has(component) || !existsSync(join(CORE_STYLES, `${component}.css`))) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
    },
  };
}
