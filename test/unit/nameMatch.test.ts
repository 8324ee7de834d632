import { describe, expect, it } from 'vitest';
import { nameKey, sameName } from '../../server/domain/nameMatch';

/** A claim forgives how a name is typed, never which name it is. */
describe('matching a typed name to the registered one', () => {
  it.each([
    ['Nguyễn', 'Nguyen'],
    ['Nguyễn', 'NGUYỄN'],
    // The same letters composed or decomposed (a Mac's file names, some Vietnamese keyboards).
    ['Nguy\u1ec5n', 'Nguye\u0302\u0303n'],
    ["O'Brien", 'OBrien'],
    ['O’Brien', "o'brien"],
    ['Smith-Jones', 'Smith Jones'],
    ['Smith–Jones', 'smithjones'],
    ['García Márquez', 'garcia marquez'],
    ['Łukasz', 'Lukasz'],
    ['Đặng', 'Dang'],
    ['Søren', 'Soren'],
    ['Müller', 'Muller'],
    ['Straße', 'Strasse'],
    ['Ｒｉｖｅｒａ', 'Rivera'],
    ['王秀英', '王秀英'],
    ['  Rivera ', 'rivera'],
  ])('takes %s typed as %s', (registered, typed) => {
    expect(sameName(registered, typed)).toBe(true);
  });

  it.each([
    ['Nguyễn', 'Nguyenn'],
    ['Rivera', 'Rivero'],
    ['Smith-Jones', 'Smith'],
    ['Ng', 'Nguyen'],
    ['王秀英', '王秀'],
    ['김민준', '김민'],
    ['Müller', 'Mueller'],
    ['さとう', 'さどう'],
    ['サトウ', 'サドウ'],
  ])('refuses %s typed as %s', (registered, typed) => {
    expect(sameName(registered, typed)).toBe(false);
  });

  it('keeps the letters of every script', () => {
    expect(nameKey('Γιώργος')).toBe('γιωργος');
    expect(nameKey('Наталья')).toBe('наталья');
    expect(nameKey('محمد')).toBe('محمد');
  });
});
