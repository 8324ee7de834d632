/** Star ratings out of 5 with halves (SPEC §3); 0 or none reads 'Not Rated'. */
export const NOT_RATED_TEXT = 'Not Rated';
export const MAX_STARS = 5;

export interface StarParts {
  full: number;
  half: number;
  empty: number;
}

/** A rating counts only when it is a positive number: Medicare's 0 means "not rated", not "zero stars". */
export const isRated = (rating: number | null | undefined): rating is number => typeof rating === 'number' && rating > 0;

/** Full, half and empty stars (summing to 5), rounded to the nearest half; null when not rated. */
export function starParts(rating: number | null | undefined): StarParts | null {
  if (!isRated(rating)) return null;
  const halves = Math.round(Math.min(rating, MAX_STARS) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_STARS - full - half };
}
