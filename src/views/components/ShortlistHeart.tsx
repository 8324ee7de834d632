import { choiceEn } from '../../i18n/en.choice';
import classes from './ShortlistHeart.module.css';

const text = choiceEn.list;

/**
 * The shortlist heart of list, map and slider cards: an outlined heart and 'Save', a filled one
 * and 'Saved' once saved, on a 44 px target. A real checkbox (named 'Save <provider>', checked once saved) covers the
 * whole pill, so a tap anywhere on it toggles and screen readers hear the state; the pill shows its focus ring.
 */
export function ShortlistHeart({ name, saved, onToggle }: { name: string; saved: boolean; onToggle: () => void }) {
  return (
    <label className={classes.heart} data-saved={saved || undefined}>
      <svg viewBox="0 0 24 24" className={classes.icon} aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={classes.label}>{saved ? text.heartSaved : text.heartSave}</span>
      <input type="checkbox" className={classes.input} checked={saved} onChange={onToggle} aria-label={text.saveProvider(name)} />
    </label>
  );
}
