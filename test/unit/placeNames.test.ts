import { describe, expect, it } from 'vitest';
import { gazetteerRows } from '../../server/seed/gazetteer';
import { looksLikeOrganisation } from '../../server/seed/placeNames';

/** Companies and agencies with their own ZIP code are not places. */
describe('place names from the gazetteer package', () => {
  it('tells a company or agency from a town', () => {
    for (const name of ['Gap Inc Direct', 'City National Bank', 'Internal Revenue', 'Bank Of America', 'Roadway Express', 'Cleveland Elec Ill Co', 'Ameritrust Card Center', 'Liberty Mutual', 'Census Bureau', 'Kansas Lottery', 'Cds Brm']) {
      expect(looksLikeOrganisation(name), name).toBe(true);
    }
    for (const name of ['Columbus', 'Lewis Center', 'Milford Center', 'Cut Bank', 'Green Bank', 'Telephone', 'Bureau', 'Mutual', 'Electric City', 'International Falls', 'College Corner', 'National City', 'Coal Center', 'Mount Vision']) {
      expect(looksLikeOrganisation(name), name).toBe(false);
    }
  });

  it('makes no city of a company ZIP code, and keeps the ZIP code itself', () => {
    const rows = gazetteerRows();
    const cities = rows.filter((row) => row.type === 'city');
    expect(cities.filter((row) => looksLikeOrganisation(row.name))).toEqual([]);
    expect(cities.find((row) => row.name === 'Gap Inc Direct')).toBeUndefined();
    expect(cities.find((row) => row.name === 'Columbus' && row.state === 'OH')).toBeDefined();
    expect(rows.find((row) => row.type === 'zip' && row.name === '43196')).toMatchObject({ state: 'OH' });
  });
});
