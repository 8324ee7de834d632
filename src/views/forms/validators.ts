import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../../contract/limits';
import { t } from '../../i18n/en';

/** Field rules of SPEC §5, as @mantine/form validators (a string is the message, null means valid). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A field's name in a message: a function reads it when the message is made, so a form built before a language
 * switch still names its fields in the language on screen.
 */
export type FieldLabel = string | (() => string);
const nameOf = (label: FieldLabel) => (typeof label === 'function' ? label() : label);

/**
 * Longer than `max` (src/contract/limits.ts, the server's own numbers, counted as it counts them: `value.length`):
 * the message, else null. The form keeps every character typed or pasted; nothing is cut to fit.
 */
export const tooLongField = (label: FieldLabel, max: number) => (value: string) =>
  value.length > max ? t.validation.tooLong(nameOf(label), max) : null;

/** Required text of at most `max` characters: every text field sent has a limit. */
export const requiredField = (label: FieldLabel, max: number) => (value: string) =>
  value.trim() === '' ? t.validation.required(nameOf(label)) : tooLongField(label, max)(value);

export const emailField = (value: string) => {
  if (value.trim() === '') return t.validation.emailRequired;
  return tooLongField(() => t.login.email, MAX_EMAIL_LENGTH)(value) ?? (EMAIL.test(value.trim()) ? null : t.validation.emailInvalid);
};

export const loginPasswordField = (value: string) => {
  if (value === '') return t.validation.passwordRequired;
  return value.length < 6 ? t.validation.passwordMin : tooLongField(() => t.login.password, MAX_PASSWORD_LENGTH)(value);
};

/** A password field (SPEC §5): required, at least 6, at most MAX_PASSWORD_LENGTH. */
export const minSixField = (label: FieldLabel) => (value: string) => {
  if (value === '') return t.validation.required(nameOf(label));
  return value.length < 6 ? t.validation.minSix(nameOf(label)) : tooLongField(label, MAX_PASSWORD_LENGTH)(value);
};

export const cellPhoneField = (value: string) => {
  if (value === '') return t.validation.required(t.account.cellPhone);
  return /^\d{10}$/.test(value) ? null : t.validation.cellPhoneDigits;
};

export const matchingField =
  <K extends string>(otherField: K, message: string) =>
  (value: string, values: Record<K, string>) => {
    if (value === '') return message;
    if (value.length < 6) return t.validation.minSix(t.login.password);
    return value === values[otherField] ? null : message;
  };

/** Phone numbers are kept as digits only (SPEC §3 Form values). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 10);

/** A confirmation field (SPEC §5 password change and reset): required, at least 6, equal to `otherField`. */
export const confirmField =
  <K extends string>(label: FieldLabel, otherField: K, mismatch: FieldLabel) =>
  (value: string, values: Record<K, string>) => {
    if (value === '') return t.validation.required(nameOf(label));
    if (value.length < 6) return t.validation.minSix(nameOf(label));
    return tooLongField(label, MAX_PASSWORD_LENGTH)(value) ?? (value === values[otherField] ? null : nameOf(mismatch));
  };
