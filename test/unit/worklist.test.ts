import { describe, expect, it } from 'vitest';
import { serviceStatus, worklistSearch, type ServiceFacts } from '../../server/domain/worklist';

/** Which of a service's facts decides its worklist status (the first rule that applies), and how a search reads. */
const at = (seconds: number) => seconds;
const nothing: ServiceFacts = { latestList: null, claimed: false, claimedAt: null, latestInvite: null };
const list = (complete: boolean, ranked: number, shortlisted: number) => ({ complete, completedAt: complete ? at(500) : null, ranked, shortlisted });

describe('serviceStatus', () => {
  it('reads each status from its facts', () => {
    expect(serviceStatus(nothing)).toEqual({ kind: 'notInvited', at: null, saved: 0 });
    expect(serviceStatus({ ...nothing, latestInvite: { createdAt: at(100), revokedAt: null } })).toEqual({ kind: 'invited', at: 100, saved: 0 });
    expect(serviceStatus({ ...nothing, latestInvite: { createdAt: at(100), revokedAt: at(200) } })).toEqual({ kind: 'inviteRevoked', at: 200, saved: 0 });
    expect(serviceStatus({ ...nothing, claimed: true, claimedAt: at(300), latestList: list(false, 0, 0) })).toEqual({ kind: 'claimed', at: 300, saved: 0 });
    expect(serviceStatus({ ...nothing, claimed: true, claimedAt: at(300), latestList: list(false, 0, 3) })).toEqual({ kind: 'inProgress', at: null, saved: 3 });
    expect(serviceStatus({ ...nothing, claimed: true, claimedAt: at(300), latestList: list(true, 2, 3) })).toEqual({ kind: 'ranked', at: 500, saved: 2 });
  });

  it('takes the first rule that applies', () => {
    const revoked = { createdAt: at(100), revokedAt: at(200) };
    // Claimed beats whatever the invite says (a claim can follow a revoked invite's successor).
    expect(serviceStatus({ latestList: null, claimed: true, claimedAt: at(300), latestInvite: revoked })).toEqual({ kind: 'claimed', at: 300, saved: 0 });
    // A shortlist counts only once the patient is claimed.
    expect(serviceStatus({ ...nothing, latestList: list(false, 0, 2), latestInvite: revoked })).toEqual({ kind: 'inviteRevoked', at: 200, saved: 0 });
    // A confirmed list is ranked whatever else holds, with its ranked count (not its shortlist).
    expect(serviceStatus({ latestList: list(true, 0, 4), claimed: false, claimedAt: null, latestInvite: revoked })).toEqual({ kind: 'ranked', at: 500, saved: 0 });
    expect(serviceStatus({ ...nothing, latestList: { complete: true, completedAt: null, ranked: 1, shortlisted: 1 } })).toEqual({ kind: 'ranked', at: null, saved: 1 });
  });
});

describe('worklistSearch', () => {
  const none = { lastName: null, firstWord: null, firstWordPrefix: null, lastNameAfterFirst: null, exactLastName: null, firstAfterComma: null };

  it('finds everyone with no text', () => {
    expect(worklistSearch(undefined)).toEqual(none);
    expect(worklistSearch('  ')).toEqual(none);
  });

  it('reads the three forms, in lower case, spaces and commas tidied', () => {
    expect(worklistSearch(' Riv ')).toEqual({ ...none, lastName: 'riv%' });
    expect(worklistSearch('AB-12')).toEqual({ ...none, lastName: 'ab-12%' });
    expect(worklistSearch('M  Riv')).toEqual({ ...none, lastName: 'm riv%', firstWord: 'm', firstWordPrefix: 'm%', lastNameAfterFirst: 'riv%' });
    expect(worklistSearch('Maria Riv')).toEqual({ ...none, lastName: 'maria riv%', firstWord: 'maria', firstWordPrefix: 'maria%', lastNameAfterFirst: 'riv%' });
    expect(worklistSearch('m')).toEqual({ ...none, lastName: 'm%', firstWord: 'm', firstWordPrefix: 'm%', lastNameAfterFirst: '%' });
    expect(worklistSearch('Rivera ,M')).toEqual({ ...none, lastName: 'rivera, m%', exactLastName: 'rivera', firstAfterComma: 'm%' });
    expect(worklistSearch('rivera, Mar')).toEqual({ ...none, lastName: 'rivera, mar%', exactLastName: 'rivera', firstAfterComma: 'mar%' });
    expect(worklistSearch('rivera,')).toEqual({ ...none, lastName: 'rivera, %', exactLastName: 'rivera', firstAfterComma: '%' });
  });

  it('escapes LIKE wildcards', () => {
    expect(worklistSearch('a_b%c\\')).toEqual({ ...none, lastName: 'a\\_b\\%c\\\\%' });
    expect(worklistSearch('%')).toEqual({ ...none, lastName: '\\%%', firstWord: '%', firstWordPrefix: '\\%%', lastNameAfterFirst: '%' });
  });
});
