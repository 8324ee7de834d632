import { useId, useState } from 'react';
import classes from './RatingRow.module.css';
import { StarRating } from './StarRating';

/**
 * A rating's name and stars. With a description, the name is a button that shows and hides it below (a disclosure):
 * a tooltip only ever showed to a mouse, never to a finger or the keyboard. Whether it is open is
 * the row's own passing state, like a tooltip's; nothing else needs to know.
 */
export function RatingRow({ name, description, rating }: { name: string; description?: string | null; rating: number | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!description) {
    return (
      <div className={classes.row}>
        <p className={classes.plainName}>{name}</p>
        <div className={classes.stars}>
          <StarRating rating={rating} />
        </div>
      </div>
    );
  }
  return (
    <div>
      <div className={classes.row}>
        <button type="button" className={classes.name} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {name}
          <svg className={classes.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="10" cy="6" r="1.2" fill="currentColor" />
            <path d="M10 9v6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <div className={classes.stars}>
          <StarRating rating={rating} />
        </div>
      </div>
      <p id={id} className={classes.description} hidden={!open}>
        {description}
      </p>
    </div>
  );
}
