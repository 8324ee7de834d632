import { describe, expect, it } from 'vitest';
import { likePrefix, parseLocationQuery } from '../../server/domain/locationQuery';

describe('parseLocationQuery', () => {
  it('reads ZIP codes and ZIP prefixes', () => {
    expect(parseLocationQuery('10001')).toEqual({ kind: 'zip', prefix: '10001' });
    expect(parseLocationQuery(' 432 ')).toEqual({ kind: 'zip', prefix: '432' });
    expect(parseLocationQuery('43215-1234')).toEqual({ kind: 'zip', prefix: '43215' });
  });

  it('reads cities, with plus signs as spaces', () => {
    expect(parseLocationQuery('New+York')).toEqual({ kind: 'city', prefix: 'new york', state: null });
    expect(parseLocationQuery('Portland, ME')).toEqual({ kind: 'city', prefix: 'portland', state: 'ME' });
    expect(parseLocationQuery('portland+or')).toEqual({ kind: 'city', prefix: 'portland', state: 'OR' });
  });

  it('keeps a last word that is no state code as part of the name', () => {
    expect(parseLocationQuery('Ho Ho Kus')).toEqual({ kind: 'city', prefix: 'ho ho kus', state: null });
    expect(parseLocationQuery('Saint Jo')).toEqual({ kind: 'city', prefix: 'saint jo', state: null });
  });

  it('is empty for blank text', () => {
    expect(parseLocationQuery(' + ')).toEqual({ kind: 'empty' });
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
