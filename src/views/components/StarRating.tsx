import { MAX_STARS, starParts } from '../../domain/ratings';
import { t } from '../../i18n/en';
import classes from './StarRating.module.css';

/** One star, 24 units wide, drawn from its top point with relative moves so it can be repeated along a row. */
const STAR = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STAR_WIDTH = 24;
/** On screen: stars 18 px wide, 2 px apart. */
const STAR_PX = 18;
const GAP_PX = 2;
const ROW_PX = MAX_STARS * STAR_PX + (MAX_STARS - 1) * GAP_PX;
/** From one star to the next, in the star's units. */
const STAR_STEP = ((STAR_PX + GAP_PX) * STAR_WIDTH) / STAR_PX;
const ROW_WIDTH = (MAX_STARS - 1) * STAR_STEP + STAR_WIDTH;
const ROW = Array.from({ length: MAX_STARS }, (_, index) => `M${(index * STAR_STEP + 12).toFixed(2)} 2.5${STAR}`).join('');

/**
 * Five stars with halves (SPEC §3 Rating display); 0 or no rating reads 'Not Rated'. One small SVG: a grey row of
 * stars and a gold row over it cut off where the rating ends (an inner svg clips what lies beyond its width). A list
 * draws one per card, so four elements instead of five SVGs with their own clip paths (opening a list).
 */
export function StarRating({ rating, label }: { rating: number | null; label?: string }) {
  const parts = starParts(rating);
  if (!parts) {
    return (
      <p className={classes.notRated}>
        {label ? `${label}: ` : ''}
        {t.stars.notRated}
      </p>
    );
  }
  const goldWidth = parts.full * STAR_STEP + (parts.half ? STAR_WIDTH / 2 : 0);
  return (
    <span className={classes.rating}>
      <svg
        className={classes.stars}
        role="img"
        aria-label={`${label ? `${label}: ` : ''}${t.stars.spoken(rating!, MAX_STARS)}`}
        width={ROW_PX}
        height={STAR_PX}
        viewBox={`0 0 ${ROW_WIDTH} ${STAR_WIDTH}`}
        focusable="false"
      >
        <path d={ROW} fill="#dee2e6" />
        {goldWidth > 0 && (
          <svg width={goldWidth} height={STAR_WIDTH}>
            <path d={ROW} fill="#f59f00" />
          </svg>
        )}
      </svg>
      {/* The number too, for eyes that cannot count half stars; the svg's name says it aloud. */}
      <span className={classes.number} aria-hidden>
        {ratingText(rating!)}
      </span>
    </span>
  );
}

/** '4 of 5', '3.5 of 5'. */
export const ratingText = (rating: number) => t.stars.shown(Math.round(rating * 10) / 10, MAX_STARS);
