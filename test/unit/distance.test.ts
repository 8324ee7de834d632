import { describe, expect, it } from 'vitest';
import { displayMiles, distanceKm, distanceMiles } from '../../src/domain/distance';
import { choiceEn } from '../../src/i18n/en.choice';

const columbus = { latitude: 39.9612, longitude: -82.9988 };
const dayton = { latitude: 39.7589, longitude: -84.1916 };

describe('great-circle distance', () => {
  it('uses an earth radius of 3961 miles: one degree of latitude is 69.132 miles', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(69.132);
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBe(12443.849);
  });

  it('uses an earth radius of 6373 km: one degree of latitude is 111.23 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.23);
  });

  it('rounds to 3 decimals (Columbus to Dayton, OH)', () => {
    expect(distanceMiles(columbus, dayton)).toBe(64.824);
    expect(distanceKm(columbus, dayton)).toBe(104.298);
  });

  it('is symmetric and zero for the same point', () => {
    expect(distanceMiles(dayton, columbus)).toBe(distanceMiles(columbus, dayton));
    expect(distanceMiles(columbus, columbus)).toBe(0);
  });
});

describe('miles shown to the family', () => {
  it.each([
    [2.001, 3],
    [2, 2],
    [0.2, 1],
    [0, 0],
    [64.824, 65],
  ])('rounds %d up to %d', (miles, shown) => {
    expect(displayMiles(miles)).toBe(shown);
  });

  it.each([
    [2.001, '3 miles'],
    [0.4, '1 mile'],
    [1, '1 mile'],
    [0, '0 miles'],
  ])('labels %d as %j', (miles, label) => {
    expect(choiceEn.list.miles(displayMiles(miles))).toBe(label);
  });
});
