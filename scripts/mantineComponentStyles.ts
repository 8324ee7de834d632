import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The names of @mantine/core's per-component sheets (styles/Button.css → Button), read once. */
const CORE_SHEETS = new Set(readdirSync(join(dirname(require.resolve('@mantine/core/styles.css')), 'styles')).map((file) => file.replace(/\.css$/, '')));

const CORE_MODULE = /\/@mantine\/core\/esm\//;
const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\//;
/** A Mantine module's import of a component's class names (`from "../Combobox.module.mjs"`): the sheet it needs. */
const CLASS_NAMES_IMPORT = /from "(?:[^"]*\/)?(\w+)\.module\.mjs"/g;
const classNamesImported = (code: string) => [...new Set([...code.matchAll(CLASS_NAMES_IMPORT)].map((match) => match[1]!))];
const FIRST_STYLESHEET = fileURLToPath(new URL('../src/mantine.css', import.meta.url));
/** The component sheets src/mantine.css puts in the first stylesheet: their modules import nothing more. */
const inFirstStylesheet = () => new Set([...readFileSync(FIRST_STYLESHEET, 'utf8').matchAll(/@import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1]!));
const WHOLE_SHEETS = "@import '@mantine/core/styles.css';\n@import '@mantine/notifications/styles.css';\n";

/**
 * Each Mantine stylesheet that src/mantine.css does not put in the first stylesheet travels with the modules that use
 * its class names (a component, or a part of one used alone: NativeSelect draws Combobox's chevron): the build puts
 * it in whichever chunk holds them (the console's tables, the pickers' popovers), once, and no screen imports a sheet
 * by hand. The import is added after the module's own imports, so the sheets of the building blocks a component is
 * made of come before its own, the order Mantine's styles need.
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
      const sheets = CORE_MODULE.test(path)
        ? classNamesImported(code)
            .filter((sheet) => !first.has(sheet) && CORE_SHEETS.has(sheet))
            .map((sheet) => `@mantine/core/styles/${sheet}.css`)
        : NOTIFICATIONS_MODULE.test(path) && classNamesImported(code).length > 0
          ? ['@mantine/notifications/styles.css']
          : [];
      if (sheets.length === 0) return null;
      return { code: `${code}\n${sheets.map((sheet) => `import '${sheet}';`).join('\n')}\n`, map: null };
    },
  };
}
