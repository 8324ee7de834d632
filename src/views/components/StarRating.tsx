import { useId } from 'react';
import { NOT_RATED_TEXT, starParts } from '../../domain/ratings';
import classes from './StarRating.module.css';

/** Five stars with halves (SPEC §3 Rating display); 0 or no rating reads 'Not Rated'. Plain elements: cards draw many. */
export function StarRating({ rating, label }: { rating: number | null; label?: string }) {
  const parts = starParts(rating);
  if (!parts) {
    return (
      <p className={classes.notRated}>
        {label ? `${label}: ` : ''}
        {NOT_RATED_TEXT}
      </p>
    );
  }
  const stars = [
    ...Array.from({ length: parts.full }, () => 'full' as const),
    ...Array.from({ length: parts.half }, () => 'half' as const),
    ...Array.from({ length: parts.empty }, () => 'empty' as const),
  ];
  return (
    <div className={classes.stars} role="img" aria-label={`${label ? `${label}: ` : ''}${rating} out of 5 stars`}>
      {stars.map((kind, index) => (
        <Star key={index} kind={kind} />
      ))}
    </div>
  );
}

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  const clip = useId();
  const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={path} fill="#dee2e6" />
      {kind !== 'empty' && <path d={path} fill="#f59f00" clipPath={kind === 'half' ? `url(#${CSS.escape(clip)})` : undefined} />}
    </svg>
  );
}
