import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { digitsOnly } from './validators';
import { caretAfterDigits, formatPhone } from './format';

export type PhoneInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** Digits only (SPEC §3 Form values); the field shows them as (###) ###-####. */
  value: string;
  onChange: (digits: string) => void;
};

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** A text field with the phone mask of SPEC §5 that hands its form only the digits, keeping the caret in place. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || element !== document.activeElement) return;
    const position = caretAfterDigits(element.value, caretDigits.current);
    element.setSelectionRange(position, position);
    caretDigits.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const cursor = event.currentTarget.selectionStart ?? typed.length;
    let digits = digitsOnly(typed);
    let before = Math.min(countDigits(typed.slice(0, cursor)), digits.length);
    if (digits === value && typed.length === formatPhone(value).length - 1 && before > 0) {
      // Only a bracket, space or dash was deleted: remove the digit in front of it, as a masked field does. (One
      // character fewer, not any fewer: the same number pasted or filled in over itself, unformatted, is shorter too,
      // and lost its last digit.)
      digits = value.slice(0, before - 1) + value.slice(before);
      before -= 1;
    }
    caretDigits.current = before;
    onChange(digits);
  };

  return (
    <TextInput
      ref={input}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      value={formatPhone(value)}
      onChange={handleChange}
    />
  );
}
