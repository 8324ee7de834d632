import { describe, expect, it } from 'vitest';
import { isRated, NOT_RATED_TEXT, starParts } from '../../src/domain/ratings';

describe('star ratings', () => {
  it.each([
    [5, { full: 5, half: 0, empty: 0 }],
    [4, { full: 4, half: 0, empty: 1 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [1, { full: 1, half: 0, empty: 4 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
  ])('shows %d as %o', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it.each([
    [3.24, { full: 3, half: 0, empty: 2 }],
    [3.25, { full: 3, half: 1, empty: 1 }],
    [3.74, { full: 3, half: 1, empty: 1 }],
    [3.75, { full: 4, half: 0, empty: 1 }],
  ])('rounds %d to the nearest half star', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it('never shows more than 5 stars', () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
  });

  it("reads 0, null or nothing as 'Not Rated'", () => {
    expect(NOT_RATED_TEXT).toBe('Not Rated');
    for (const rating of [0, null, undefined, -1, Number.NaN]) {
      expect(isRated(rating), String(rating)).toBe(false);
      expect(starParts(rating), String(rating)).toBeNull();
    }
    expect(isRated(0.5)).toBe(true);
  });
});
