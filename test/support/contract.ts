import { assert, type Struct } from 'superstruct';

/** Fails the test when an answer does not match its contract struct (without narrowing the caller's type). */
export function expectValid(value: unknown, struct: Struct<any, any>): void {
  assert(value, struct);
}
