import { LEVELS_OF_CARE } from '../../domain/levelsOfCare';
import { hospitalEn } from '../../i18n/en.hospital';

/**
 * The catalogue as the services picker lists it, by name. Levels that share a display name ('Wound Care' inpatient
 * and outpatient) say which they are, from their keys, so that no two choices read alike.
 */
export function levelOfCareChoices(): { value: string; label: string }[] {
  const named = new Map<string, number>();
  for (const level of LEVELS_OF_CARE) named.set(level.name, (named.get(level.name) ?? 0) + 1);
  const words = hospitalEn.levelsOfCare;
  return LEVELS_OF_CARE.map((level) => {
    if (named.get(level.name) === 1) return { value: level.key, label: level.name };
    const setting = /^inpatient_/i.test(level.key) ? words.inpatient : /^outpatient_/i.test(level.key) ? words.outpatient : null;
    return { value: level.key, label: setting ? `${level.name} (${setting})` : level.name };
  }).sort((a, b) => a.label.localeCompare(b.label));
}
