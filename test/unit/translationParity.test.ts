import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { choiceEn } from '../../src/i18n/en.choice';
import { helpWords } from '../../src/i18n/en.help';
import { kioskWords } from '../../src/i18n/en.kiosk';
import { levelsWords } from '../../src/i18n/en.levels';
import { qualityWords } from '../../src/i18n/en.quality';
import { securityWords } from '../../src/i18n/en.security';
import { signupEn } from '../../src/i18n/en.signup';
import { spanish } from '../../src/i18n/es';
import type { IcuFunction } from '../../src/i18n/es/icu';
import type { CataloguePart } from '../../src/i18n/language';

/**
 * Every English catalogue entry has a Spanish one and the reverse, of the same kind (a function of as many
 * arguments, a list as long, the same number), and every Spanish ICU message parses and uses only the English
 * function's arguments. A key added to English without its Spanish fails here.
 */
const ENGLISH: Record<CataloguePart, object> = {
  app: en,
  signup: signupEn,
  choice: choiceEn,
  quality: qualityWords.english,
  kiosk: kioskWords.english,
  help: helpWords.english,
  security: securityWords.english,
  levels: levelsWords.english,
};

const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]); // argument, number, date, time, select, plural

/** The names an ICU message's arguments use, however nested (plural and select branches). */
function argumentsOf(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) argumentsOf(child, names);
  else if (node && typeof node === 'object') {
    const element = node as { type?: number; value?: unknown; options?: Record<string, { value: unknown }> };
    if (typeof element.type === 'number' && ARGUMENT_TYPES.has(element.type) && typeof element.value === 'string') names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
  }
  return names;
}

const isIcu = (value: unknown): value is IcuFunction => typeof value === 'function' && 'argumentNames' in value;

function differences(path: string, english: unknown, spanish: unknown): string[] {
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') return [`${path}: English is a function, Spanish is ${typeof spanish}`];
    if (isIcu(spanish)) {
      const problems: string[] = [];
      if (spanish.argumentNames.length !== english.length)
        problems.push(`${path}: names ${spanish.argumentNames.length} arguments, English takes ${english.length}`);
      for (const name of argumentsOf(new IntlMessageFormat(spanish.message, 'es-US').getAst()))
        if (!spanish.argumentNames.includes(name)) problems.push(`${path}: the message uses {${name}}, which is no argument`);
      return problems;
    }
    return spanish.length === english.length ? [] : [`${path}: takes ${spanish.length} arguments, English ${english.length}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) return [`${path}: English has a list of ${english.length}`];
    return spanish.every((entry) => typeof entry === 'string' && entry.trim() !== '') ? [] : [`${path}: an empty entry`];
  }
  if (english === null || typeof english !== 'object') {
    if (typeof english === 'string') return typeof spanish === 'string' && spanish.trim() !== '' ? [] : [`${path}: no Spanish words`];
    return spanish === english ? [] : [`${path}: English ${String(english)}, Spanish ${String(spanish)}`];
  }
  if (spanish === null || typeof spanish !== 'object') return [`${path}: English is an object, Spanish is ${String(spanish)}`];
  const englishKeys = Object.keys(english);
  const spanishKeys = Object.keys(spanish);
  return [
    ...englishKeys.filter((key) => !spanishKeys.includes(key)).map((key) => `${path}.${key}: no Spanish entry`),
    ...spanishKeys.filter((key) => !englishKeys.includes(key)).map((key) => `${path}.${key}: no English entry`),
    ...englishKeys
      .filter((key) => spanishKeys.includes(key))
      .flatMap((key) => differences(`${path}.${key}`, (english as Record<string, unknown>)[key], (spanish as Record<string, unknown>)[key])),
  ];
}

describe('the Spanish catalogue', () => {
  it.each(Object.keys(ENGLISH) as CataloguePart[])('has every entry of the English %s catalogue, and no other', (part) => {
    expect(differences(part, ENGLISH[part], spanish[part])).toEqual([]);
  });

  it('finds what it is there to find: a missing key, an extra one, a wrong count of arguments', () => {
    const english = { a: 'A', b: { c: (count: number) => String(count) }, d: ['x', 'y'] };
    const broken = { b: { c: () => 'c' }, d: ['x'], e: 'E' };
    expect(differences('test', english, broken)).toEqual([
      'test.a: no Spanish entry',
      'test.e: no English entry',
      'test.b.c: takes 0 arguments, English 1',
      'test.d: English has a list of 2',
    ]);
  });

  it('formats its plurals for Spanish: "Tiene 1 proveedor guardado" / "Tiene 3 proveedores guardados"', () => {
    expect(spanish.choice.list.saved(1)).toBe('Tiene 1 proveedor guardado');
    expect(spanish.choice.list.saved(3)).toBe('Tiene 3 proveedores guardados');
    expect(spanish.choice.list.saved(1234)).toBe('Tiene 1,234 proveedores guardados');
  });
});
