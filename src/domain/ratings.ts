/** Star ratings out of 5 with halves (SPEC §3); 0 or none reads 'Not Rated'. */
export const NOT_RATED_TEXT = 'Not Rated';

export const isRated = (rating: number | null | undefined): rating is number => typeof rating === 'number' && rating > 0;

export function starParts(rating: number | null | undefined): { full: number; half: number; empty: number } | null {
  if (!isRated(rating)) return null;
  const halves = Math.round(Math.min(rating, 5) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: 5 - full - half };
}
