import { describe, expect, it } from 'vitest';
import type { Candidates } from '../../src/contract/plannerLists';
import { areaOf, check, draftFrom, extendDraft, parsePlace, saveBody, uncheck } from '../../src/machines/hospital/listDraft';

/** The list builder's draft rules, shared by its machine and its views. */
const place = { state: 'OH', latitude: 39.96, longitude: -82.99 };
const candidate = (providerId: number, distanceMiles: number, withinRadius: boolean) => ({
  providerId,
  name: `Provider ${providerId}`,
  city: 'Columbus',
  state: 'OH',
  distanceMiles,
  overallRating: null,
  preferred: false,
  affiliated: false,
  withinRadius,
});
const answer = (list: Candidates['list'], within = [true, true, false, false]): Candidates => ({
  serviceId: 5,
  patientId: 7,
  levelOfCare: 'skilled_nursing',
  area: { type: 'home', name: '43215', ...place },
  radiusMiles: 25,
  home: { type: 'home', name: '43215', ...place },
  hospital: { type: 'hospital', name: 'Riverside', ...place, state: null },
  notServingHome: null,
  list,
  candidates: [candidate(1, 1, within[0]!), candidate(2, 2, within[1]!), candidate(3, 30, within[2]!), candidate(4, 40, within[3]!)],
});

describe('draftFrom', () => {
  it('checks every provider within the radius when there is no list', () => {
    expect(draftFrom(answer(null))).toEqual({ chosen: [1, 2], reasons: {} });
  });

  it('keeps a list’s options (beyond the radius too) and removals, and checks providers in the area it does not know', () => {
    const list = { id: 9, version: 1, complete: false, completedAt: null, providerIds: [4], removed: [{ providerId: 1, reason: 'Full' }], chosen: 0 };
    expect(draftFrom(answer(list))).toEqual({ chosen: [2, 4], reasons: { 1: 'Full' } });
  });
});

describe('changing the draft', () => {
  it('checks providers newly within the radius unless they were left off with a reason', () => {
    const draft = { chosen: [2], reasons: { 1: 'Full' } };
    expect(extendDraft(draft, answer(null, [true, true, true, false]))).toEqual({ chosen: [2, 3], reasons: { 1: 'Full' } });
  });

  it('drops a reason when the provider is checked again, and keeps one given on unchecking', () => {
    const draft = uncheck({ chosen: [1, 2], reasons: {} }, 1, 'Full');
    expect(draft).toEqual({ chosen: [2], reasons: { 1: 'Full' } });
    expect(check(draft, 1)).toEqual({ chosen: [2, 1], reasons: {} });
    expect(uncheck(draft, 2, null)).toEqual({ chosen: [], reasons: { 1: 'Full' } });
  });

  it('saves the checked providers nearest first, with the reasons of those left off', () => {
    expect(saveBody(answer(null), { chosen: [4, 2], reasons: { 1: 'Full', 4: 'stale' } })).toEqual({
      area: { type: 'home' },
      radiusMiles: 25,
      providerIds: [2, 4],
      removed: [{ providerId: 1, reason: 'Full' }],
    });
  });
});

describe('areas', () => {
  it('names the area an answer used as a request names it', () => {
    expect(areaOf({ type: 'city', name: 'Columbus, OH', ...place })).toEqual({ type: 'city', name: 'Columbus', state: 'OH' });
    expect(areaOf({ type: 'zip', name: '44114', ...place })).toEqual({ type: 'zip', zip: '44114' });
    expect(areaOf({ type: 'hospital', name: 'Riverside', ...place, state: null })).toEqual({ type: 'hospital' });
  });

  it('reads a typed ZIP code or city and state, and nothing else', () => {
    expect(parsePlace(' 43215 ')).toEqual({ type: 'zip', zip: '43215' });
    expect(parsePlace('43215-1234')).toEqual({ type: 'zip', zip: '43215' });
    expect(parsePlace('43215 1234')).toEqual({ type: 'zip', zip: '43215' });
    expect(parsePlace('Winston-Salem, nc')).toEqual({ type: 'city', name: 'Winston-Salem', state: 'NC' });
    expect(parsePlace('Saint Louis MO')).toEqual({ type: 'city', name: 'Saint Louis', state: 'MO' });
    for (const text of ['', '4321', 'Columbus', '432155']) expect(parsePlace(text)).toBeNull();
  });
});
