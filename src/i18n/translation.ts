/**
 * The shape a translation of an English catalogue takes: the same keys all the way down, other words. A
 * function stays a function of the same arguments (its words may be an ICU message, see es/icu.ts); a fixed English
 * string may become any string; numbers (a toast's time on screen) stay the same.
 */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R
  : T extends string
    ? string
    : T extends number | boolean
      ? T
      : T extends readonly string[]
      ? readonly string[]
      : T extends null
        ? null
        : { -readonly [K in keyof T]: Translation<T[K]> };
