import { IntlMessageFormat } from 'intl-messageformat';

/** What an ICU message's arguments may be: the English functions' names, counts and places. */
export type IcuValue = string | number;

/** An ICU message turned into a catalogue function; `argumentNames` name the English function's arguments in order. */
export interface IcuFunction {
  (...values: readonly IcuValue[]): string;
  readonly message: string;
  readonly argumentNames: readonly string[];
}

/**
 * A Spanish entry whose words depend on its arguments, as an ICU message (plurals, selects, numbers), formatted by
 * formatjs' intl-messageformat. The English catalogue's function takes positional arguments; `argumentNames` gives
 * them the names the message uses: `icu('{count, plural, one {# proveedor} other {# proveedores}}', 'count')`.
 * The message is parsed when the Spanish chunk loads, so a broken one fails at once (and in the parity test).
 */
export function icu(message: string, ...argumentNames: string[]): IcuFunction {
  const format = new IntlMessageFormat(message, 'es-US');
  const formatted = (...values: unknown[]) =>
    String(format.format(Object.fromEntries(argumentNames.map((name, index) => [name, values[index] as IcuValue]))));
  return Object.assign(formatted, { message, argumentNames }) as unknown as IcuFunction;
}
