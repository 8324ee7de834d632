import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../src/views/components/StarRating';

/** The gold part of the row as a share of the five stars' width (the inner svg cuts the gold row off there). */
function goldShare(rating: number): number {
  const row = screen.getByRole('img', { name: `Overall: ${rating} out of 5 stars` });
  const gold = row.querySelector('svg');
  const rowWidth = Number(row.getAttribute('viewBox')!.split(' ')[2]);
  return gold ? Number(gold.getAttribute('width')) / rowWidth : 0;
}

/** SPEC §3 Rating display: five stars with halves, one small SVG however many a list draws. */
describe('StarRating', () => {
  it('names the rating for screen readers and fills whole stars up to it', () => {
    render(<StarRating rating={4} label="Overall" />);
    // Four stars and the three gaps between them: the fifth star (the last 24 of the row's units) stays grey.
    const row = screen.getByRole('img', { name: 'Overall: 4 out of 5 stars' });
    const rowWidth = Number(row.getAttribute('viewBox')!.split(' ')[2]);
    expect(goldShare(4) * rowWidth).toBeLessThanOrEqual(rowWidth - 24);
    expect(goldShare(4) * rowWidth).toBeGreaterThanOrEqual(rowWidth - 24 - 3);
  });

  it('shows the number beside the stars, for eyes that cannot count half stars', () => {
    render(<StarRating rating={3.5} label="Overall" />);
    expect(screen.getByText('3.5 of 5')).toHaveAttribute('aria-hidden');
    render(<StarRating rating={4} />);
    expect(screen.getByText('4 of 5')).toBeTruthy();
  });

  it('fills half a star for a half rating', () => {
    const { unmount } = render(<StarRating rating={3.5} label="Overall" />);
    const half = goldShare(3.5);
    unmount();
    render(<StarRating rating={3} label="Overall" />);
    const three = goldShare(3);
    render(<StarRating rating={4} label="Overall" />);
    // Half a star past three whole ones, short of the fourth.
    expect(half).toBeGreaterThan(three);
    expect(half).toBeLessThan(goldShare(4));
  });

  it('draws an empty grey row for a rating that rounds to no star, and says Not Rated for none', () => {
    render(<StarRating rating={0.2} label="Overall" />);
    expect(goldShare(0.2)).toBe(0);
    render(<StarRating rating={null} label="Overall" />);
    expect(screen.getByText('Overall: Not Rated')).toBeTruthy();
  });

  it('is five 18 px stars with 2 px between them, as before', () => {
    render(<StarRating rating={5} />);
    const row = screen.getByRole('img', { name: '5 out of 5 stars' });
    expect(row.getAttribute('width')).toBe(String(5 * 18 + 4 * 2));
    expect(row.getAttribute('height')).toBe('18');
  });
});
