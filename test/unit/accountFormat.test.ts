import { afterEach, describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCreatedAt, formatPhone } from '../../src/views/forms/format';

const localSeconds = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime() / 1000;

describe('formatCreatedAt (SPEC §2 ACCOUNT: MM/DD/YYYY at h:mm a, local time)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('formats a morning time with padded date and unpadded hour', () => {
    expect(formatCreatedAt(localSeconds(2025, 10, 22, 10, 30))).toEqual({ date: '11/22/2025', time: '10:30 AM' });
  });

  it('pads single-digit months, days and minutes', () => {
    expect(formatCreatedAt(localSeconds(2026, 0, 5, 13, 5))).toEqual({ date: '01/05/2026', time: '1:05 PM' });
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(formatCreatedAt(localSeconds(2024, 1, 29, 0, 0)).time).toBe('12:00 AM');
    expect(formatCreatedAt(localSeconds(2024, 1, 29, 12, 0)).time).toBe('12:00 PM');
    expect(formatCreatedAt(localSeconds(2024, 11, 31, 23, 59))).toEqual({ date: '12/31/2024', time: '11:59 PM' });
  });

  it("uses the reader's time zone", () => {
    process.env.TZ = 'UTC';
    expect(formatCreatedAt(1_763_807_400)).toEqual({ date: '11/22/2025', time: '10:30 AM' });
    process.env.TZ = 'America/New_York';
    expect(formatCreatedAt(1_763_807_400)).toEqual({ date: '11/22/2025', time: '5:30 AM' });
    process.env.TZ = 'Asia/Tokyo';
    expect(formatCreatedAt(1_763_807_400)).toEqual({ date: '11/22/2025', time: '7:30 PM' });
  });
});

describe('formatPhone (SPEC §5 mask (###) ###-####)', () => {
  it.each([
    ['', ''],
    ['6', '(6'],
    ['614', '(614'],
    ['6145', '(614) 5'],
    ['614555', '(614) 555'],
    ['6145550', '(614) 555-0'],
    ['6145550123', '(614) 555-0123'],
  ])('%j shows as %j', (digits, masked) => {
    expect(formatPhone(digits)).toBe(masked);
  });

  it('ignores anything but the first 10 digits', () => {
    expect(formatPhone('(614) 555-0123 ext 9')).toBe('(614) 555-0123');
  });
});

describe('caretAfterDigits', () => {
  it('finds the position after the n-th digit of a masked value', () => {
    expect(caretAfterDigits('(614) 555-0123', 0)).toBe(1);
    expect(caretAfterDigits('(614) 555-0123', 3)).toBe(4);
    expect(caretAfterDigits('(614) 555-0123', 4)).toBe(7);
    expect(caretAfterDigits('(614) 555-0123', 10)).toBe(14);
    expect(caretAfterDigits('(614', 9)).toBe(4);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
