import { describe, expect, it } from 'vitest';
import { likePrefix, parseLocationQuery, searchKey } from '../../server/domain/locationQuery';

const anywhere = (...prefixes: string[]) => prefixes.map((prefix) => ({ prefix, state: null }));

describe('parseLocationQuery', () => {
  it('reads ZIP codes and ZIP prefixes', () => {
    expect(parseLocationQuery('10001')).toEqual({ kind: 'zip', prefix: '10001' });
    expect(parseLocationQuery(' 432 ')).toEqual({ kind: 'zip', prefix: '432' });
    expect(parseLocationQuery('43215-1234')).toEqual({ kind: 'zip', prefix: '43215' });
    // Written with spaces around it, or as a ZIP+4 with a space (a plus sign in the address, SPEC §5).
    expect(parseLocationQuery('43017 ')).toEqual({ kind: 'zip', prefix: '43017' });
    expect(parseLocationQuery('43017 1234')).toEqual({ kind: 'zip', prefix: '43017' });
    expect(parseLocationQuery('43017+1234')).toEqual({ kind: 'zip', prefix: '43017' });
  });

  it('reads cities, with plus signs as spaces', () => {
    expect(parseLocationQuery('New+York')).toEqual({ kind: 'city', readings: anywhere('new york') });
    expect(parseLocationQuery('Winston-Salem')).toEqual({ kind: 'city', readings: anywhere('winston salem') });
  });

  it('takes the code after a comma as a state', () => {
    expect(parseLocationQuery('Portland, ME')).toEqual({ kind: 'city', readings: [{ prefix: 'portland', state: 'ME' }] });
    expect(parseLocationQuery('new+york,+ny')).toEqual({ kind: 'city', readings: [{ prefix: 'new york', state: 'NY' }] });
  });

  it('reads a last word that looks like a state code both ways, as the family may still be typing', () => {
    expect(parseLocationQuery('portland+or')).toEqual({
      kind: 'city',
      readings: [{ prefix: 'portland', state: 'OR' }, ...anywhere('portland or')],
    });
    expect(parseLocationQuery('Des Mo')).toEqual({ kind: 'city', readings: [{ prefix: 'des', state: 'MO' }, ...anywhere('des mo')] });
  });

  it('keeps a last word that is no state code as part of the name', () => {
    expect(parseLocationQuery('Ho Ho Kus')).toEqual({ kind: 'city', readings: anywhere('ho ho kus') });
    expect(parseLocationQuery('Cape Jo')).toEqual({ kind: 'city', readings: anywhere('cape jo') });
  });

  it('finds Saint, Fort and Mount whether spelled out or short', () => {
    expect(parseLocationQuery('St. Louis')).toEqual({ kind: 'city', readings: anywhere('st louis', 'saint louis') });
    expect(parseLocationQuery('mount zion')).toEqual({ kind: 'city', readings: anywhere('mount zion', 'mt zion') });
    // A word still being typed is not swapped: "st" is also the start of State College.
    expect(parseLocationQuery('st')).toEqual({ kind: 'city', readings: anywhere('st') });
  });

  it('is empty for blank text and for text with nothing searchable', () => {
    expect(parseLocationQuery(' + ')).toEqual({ kind: 'empty' });
    expect(parseLocationQuery('%_')).toEqual({ kind: 'empty' });
  });
});

describe('searchKey', () => {
  it('lower-cases, drops accents and turns punctuation into single spaces', () => {
    expect(searchKey("  Coeur d'Alene ")).toBe('coeur d alene');
    expect(searchKey('Española')).toBe('espanola');
    expect(searchKey('At&T')).toBe('at t');
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
