import { Group, Input, NativeSelect } from '@mantine/core';
import { useId } from 'react';
import { birthYears, dateOrDefault, daysInMonth, formatFormDate } from '../../domain/dates';
import { signupEn } from '../../i18n/en.signup';

interface DateSelectProps {
  label: string;
  /** MM/DD/YYYY text; empty or unparsable shows 01/01/1971 (SPEC §5). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A date as month, day and year selectors (years from the current one back to 1890), native on every device. */
export function DateSelect({ label, value, onChange, error, required }: DateSelectProps) {
  const id = useId();
  const { month, day, year } = dateOrDefault(value);
  const set = (next: { month?: number; day?: number; year?: number }) => {
    const merged = { month, day, year, ...next };
    merged.day = Math.min(merged.day, daysInMonth(merged.month, merged.year));
    onChange(formatFormDate(merged));
  };
  const days = Array.from({ length: daysInMonth(month, year) }, (_, index) => String(index + 1));
  return (
    <Input.Wrapper label={label} error={error} required={required} id={id} labelElement="div" size="md">
      {/*
        Each selector as wide as its longest value ("September", "31", "1971") needs: one row where they fit, else the
        month on its own above the day and the year (a phone of 320 px), never a value cut off.
      */}
      <Group gap="xs" wrap="wrap" role="group" aria-labelledby={`${id}-label`}>
        <NativeSelect
          aria-label={signupEn.start.month}
          value={String(month)}
          onChange={(event) => set({ month: Number(event.currentTarget.value) })}
          data={signupEn.months.map((name, index) => ({ value: String(index + 1), label: name }))}
          style={{ flex: '3 1 9.5rem' }}
          error={Boolean(error)}
        />
        <NativeSelect
          aria-label={signupEn.start.day}
          value={String(day)}
          onChange={(event) => set({ day: Number(event.currentTarget.value) })}
          data={days}
          style={{ flex: '1 1 4.5rem' }}
          error={Boolean(error)}
        />
        <NativeSelect
          aria-label={signupEn.start.year}
          value={String(year)}
          onChange={(event) => set({ year: Number(event.currentTarget.value) })}
          data={birthYears().map(String)}
          style={{ flex: '2 1 6rem' }}
          error={Boolean(error)}
        />
      </Group>
    </Input.Wrapper>
  );
}
