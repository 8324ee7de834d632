import { describe, expect, it } from 'vitest';
import { birthYears, dateOrDefault, daysInMonth, formDateToIso, parseFormDate } from '../../src/domain/dates';

describe('form dates', () => {
  it('parses MM/DD/YYYY and refuses dates that do not exist', () => {
    expect(parseFormDate('03/14/1948')).toEqual({ month: 3, day: 14, year: 1948 });
    expect(parseFormDate('02/30/1948')).toBeNull();
    expect(parseFormDate('1948-03-14')).toBeNull();
    expect(parseFormDate('')).toBeNull();
  });

  it('shows 01/01/1971 for an empty or unparsable value', () => {
    expect(dateOrDefault('')).toEqual({ month: 1, day: 1, year: 1971 });
    expect(dateOrDefault('13/45/99')).toEqual({ month: 1, day: 1, year: 1971 });
  });

  it('converts to the API form', () => {
    expect(formDateToIso('3/4/1948')).toBe('1948-03-04');
    expect(formDateToIso('02/29/2001')).toBeNull();
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(12, 1971)).toBe(31);
  });

  it('offers years from the current year back to 1890', () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1890);
    expect(years).toHaveLength(137);
  });
});
