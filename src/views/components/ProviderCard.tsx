import { Badge } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'wouter';
import type { Hospital, Provider } from '../../contract/choice';
import { PreferredWord } from '../hospitalWords';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import { isAffiliated, isPreferred } from '../../domain/sortProviders';
import { choiceEn } from '../../i18n/en.choice';
import classes from './ProviderCard.module.css';
import { ShortlistHeart } from './ShortlistHeart';
import { StarRating } from './StarRating';
import { useShownLanguage } from '../shell/shownWords';
import { useLevelWords } from '../levelWords';
import { shownName } from '../../domain/providerName';

const text = choiceEn.list;

export interface ProviderCardProps {
  provider: Provider;
  level: LevelOfCare;
  hospital: Hospital | null;
  /** Whole miles from the chosen location, for location-based levels of care. */
  miles: number | null;
  saved: boolean;
  /** Stable across renders (it gets the provider's id), so a heart toggled re-renders one card, not the list. */
  onToggleSaved: (providerId: number) => void;
  /** Providers not passing the filters stay visible, dimmed (SPEC §2; see ProviderCard.module.css). */
  dimmed: boolean;
  href: string;
  /**
   * One of the first cards, on screen as the list opens: its photo is asked for at once, the very first one ahead of
   * other images (it is what a phone's screen shows largest, the page's largest paint), not when layout finds it.
   */
  leading?: 'first' | 'early';
  /** Its place in the list, from 1, and the list's length: the card is an article of a feed (VirtualCardGrid). */
  position: number;
  listLength: number;
}

/**
 * A provider in the option list: photo, name, place, rating, tags, the shortlist heart and 'Learn More'. Dimming
 * (SPEC §2, providers not passing the filters) is the outer element's attribute alone, so a new minimum rating
 * repaints cards without rendering their contents again.
 */
export const ProviderCard = memo(function ProviderCard({ dimmed, position, listLength, ...card }: ProviderCardProps) {
  // Nothing here is worded: the body follows a language switch on its own.
  return (
    // Focusable by script only: Page Down and Page Up move between a feed's articles.
    <article aria-label={shownName(card.provider)} aria-posinset={position} aria-setsize={listLength} tabIndex={-1} className={classes.card} data-dimmed={dimmed || undefined}>
      <ProviderCardBody {...card} />
    </article>
  );
});

/**
 * Plain elements styled by ProviderCard.module.css, not Mantine's Card, Stack, Group and Text: a list draws hundreds
 * of these, and each Mantine layout component costs props, style and class resolution on every render (opening a
 * list on a phone: total blocking time). The tags stay Mantine's Badge.
 */
const ProviderCardBody = memo(function ProviderCardBody({ provider, level, hospital, miles, saved, onToggleSaved, href, leading }: Omit<ProviderCardProps, 'dimmed' | 'position' | 'listLength'>) {
  // Drawn again on a language switch too, not only when its props change.
  const shown = useShownLanguage();
  const { overallRatingText } = useLevelWords();
  const preferred = hospital ? isPreferred(provider, hospital.id) : false;
  const affiliated = hospital ? isAffiliated(provider, hospital.id) : false;
  // The server sends only the family's own hospital's disclosure.
  const disclosed = Boolean(provider.disclosure);
  const rating = level.hasOverallRating ? level.overallRating(provider) : undefined;
  return (
    <div className={classes.body}>
      <div className={classes.photo}>{provider.profileImage && <img src={provider.profileImage} alt="" loading={leading ? 'eager' : 'lazy'} fetchPriority={leading === 'first' ? 'high' : undefined} />}</div>
      <div className={classes.details}>
        <div className={classes.titleRow}>
          <h2 className={classes.name}>{shownName(provider)}</h2>
          <ShortlistHeart name={shownName(provider)} saved={saved} onToggle={() => onToggleSaved(provider.id)} />
        </div>
        <p className={classes.place}>
          {provider.city}, {provider.state}
          {miles !== null && ` · ${text.miles(miles)}`}
        </p>
        {rating !== undefined && <StarRating rating={rating} label={overallRatingText(level) ?? undefined} />}
        {(preferred || affiliated || disclosed) && (
          <div className={classes.tags}>
            {preferred && hospital && (
              <Badge color="teal" variant="light">
                <PreferredWord hospital={hospital} shown={shown} />
              </Badge>
            )}
            {affiliated && (
              <Badge color="blue" variant="light">
                {text.affiliated}
              </Badge>
            )}
            {disclosed && (
              // Dark words on the pale yellow: Mantine's own yellow text on it is about 2:1.
              <Badge color="yellow" variant="light" c="dark.7">
                {text.financialInterest}
              </Badge>
            )}
          </div>
        )}
        {/* Shown (and read) only while the card is dimmed: see ProviderCard.module.css. */}
        <p className={classes.notMatching}>{text.notMatching}</p>
        <Link href={href} className={classes.learnMore}>
          {text.learnMore}
        </Link>
      </div>
    </div>
  );
});
