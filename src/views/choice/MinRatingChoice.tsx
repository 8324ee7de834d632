import { MIN_RATING_OPTIONS, type MinCmsRating } from '../../domain/sortProviders';
import { useLevelWords } from '../levelWords';
import classes from './MinRatingChoice.module.css';

/**
 * The minimum Medicare rating, Any to 5, as a row of segments: native radio buttons (arrow keys move between them)
 * drawn by CSS alone. Mantine's SegmentedControl measured the page to slide its indicator as the drawer opened and
 * at every change, a forced layout of the whole page each time (~17 ms at 4× CPU, of a 100 ms budget).
 */
export function MinRatingChoice({ value, onChange, labelledBy }: { value: MinCmsRating; onChange: (value: MinCmsRating) => void; labelledBy: string }) {
  const { anyRatingLabel } = useLevelWords();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.segments}>
      {MIN_RATING_OPTIONS.map((option) => (
        <label key={option.label} className={classes.segment}>
          <input className={classes.input} type="radio" name="min-rating" checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.value === null ? anyRatingLabel() : option.label}
        </label>
      ))}
    </div>
  );
}
