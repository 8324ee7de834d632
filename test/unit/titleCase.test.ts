import { describe, expect, it } from 'vitest';
import { titleCase } from '../../src/domain/titleCase';

describe('titleCase', () => {
  it.each([
    ['the best of the rest', 'The Best of the Rest'],
    ['a tale of two cities', 'A Tale of Two Cities'],
    ['what it is of', 'What It Is Of'],
    ['an apple a day', 'An Apple a Day'],
    ['the end of an era', 'The End of an Era'],
  ])('keeps a, an, the, of lowercase except first and last: %j', (input, title) => {
    expect(titleCase(input)).toBe(title);
  });

  it('reads ALL-CAPS and mixed case input as words', () => {
    expect(titleCase('A TALE OF TWO CITIES')).toBe('A Tale of Two Cities');
    expect(titleCase('sUnRiSe OF cOLUMBUS')).toBe('Sunrise of Columbus');
  });

  it('collapses extra spaces and trims', () => {
    expect(titleCase('  what it   is  of ')).toBe('What It Is Of');
    expect(titleCase('   ')).toBe('');
    expect(titleCase('of')).toBe('Of');
  });

  it('capitalises the first letter of each hyphenated part and after punctuation', () => {
    expect(titleCase('long-term care')).toBe('Long-Term Care');
    expect(titleCase('acute rehab (pediatric)')).toBe('Acute Rehab (Pediatric)');
    expect(titleCase("CHILDREN'S HOSPITAL")).toBe("Children's Hospital");
  });
});
