import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The arrows of ../shared/CONVENTIONS.md (contract <- api <- machines <- views) are lint rules that fail `npm run
 * lint`: each wrong-way import below is linted with the project's own eslint.config.js, as if it were a
 * file at that place, and must be refused; the right-way one beside it must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// Linting with the whole config (type-aware rules, the import graph) takes seconds on a busy 2-core machine.
const LINT_TIMEOUT = { timeout: 30_000 };

describe('the layers, as lint rules', LINT_TIMEOUT, () => {
  it.each([
    ['a view importing the API', 'src/views/account/Fixture.tsx', "import { fetchMe as imported } from '../../api/requests';", /Views do not call the API/],
    ['a view importing the API client', 'src/views/shell/Fixture.tsx', "import { setUnauthorizedListener as imported } from '../../api/client';", /Views do not call the API/],
    ['a machine importing React', 'src/machines/choice/fixture.ts', "import { useState as imported } from 'react';", /Machines know no React/],
    ['a machine importing words', 'src/machines/session/fixture.ts', "import { t as imported } from '../../i18n/en';", /toasts are kinds/],
    ['a machine importing the route table (its titles are words)', 'src/machines/session/fixture.ts', "import { pathFor as imported } from '../../routes';", /src\/routePaths\.ts/],
    ['a machine importing a view', 'src/machines/choice/fixture.ts', "import { showToast as imported } from '../../views/shell/toast';", /Machines import no views/],
    ['the API importing a machine', 'src/api/fixture.ts', "import { sessionMachine as imported } from '../machines/session/sessionMachine';", /only the contract/],
    ['the contract importing the API', 'src/contract/fixture.ts', "import { call as imported } from '../api/client';", /import nothing of the layers above/],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const errors = await importErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('refuses a view that fetches by itself', async () => {
    const [result] = await eslint.lintText("export const load = () => fetch('https://vimeo.com/api/v2/video/1.json');\n", {
      filePath: 'src/views/components/Fixture.tsx',
    });
    expect(result!.messages.map((message) => message.message)).toEqual([expect.stringMatching(/Views do not fetch/)]);
  });

  it.each([
    ['a view importing a machine', 'src/views/account/Fixture.tsx', "import { profileLogic as imported } from '../../machines/account/profileLogic';"],
    ['a machine importing the API', 'src/machines/account/fixture.ts', "import { fetchMe as imported } from '../../api/requests';"],
    ['a machine importing the route paths', 'src/machines/signup/fixture.ts', "import { pathFor as imported } from '../../routePaths';"],
    ['the API importing the contract', 'src/api/fixture.ts', "import { User as imported } from '../contract/user';"],
  ])('lets %s through', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });
});

describe('import cycles, as a lint rule', LINT_TIMEOUT, () => {
  const cycleErrors = async (code: string) => {
    // As if src/domain/distance.ts imported the module that imports it (sortProviders.ts imports './distance').
    const [result] = await eslint.lintText(code, { filePath: `${process.cwd()}/src/domain/distance.ts` });
    return result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
  };

  it('refuses a module importing one that imports it', async () => {
    const errors = await cycleErrors("import { sortProviders } from './sortProviders';\nexport const used = sortProviders;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/Dependency cycle/);
  });

  it('lets a one-way import through', async () => {
    expect(await cycleErrors("import { titleCase } from './titleCase';\nexport const used = titleCase;\n")).toEqual([]);
  });
});
