import { WORKLIST_PAGE_SIZE, type ServiceStatus, type Worklist, type WorklistRequest } from '../../src/contract/planner';
import { prepared, type Prepared, type RunPrepared } from '../db/prepared';
import { likePrefix } from './locationQuery';

/**
 * The hospital console's worklist: one page of a hospital's patients, newest first, each service with
 * where it stands.
 */

/**
 * What a search text asks for, as the statement's parameters: the text trimmed, runs of spaces as one, a comma with
 * or without spaces around it as ", ", in lower case (the names are lowered by the database). It finds the patients
 * where it is, case-insensitively, the start of
 *  - the last name ("riv", "de la") or the MRN ("ab-12");
 *  - "first name last name" or "initial last name" ("maria riv", "m riv", or "m" alone): asked only when the text is
 *    one letter or holds a space;
 *  - "last name, first name" or "last name, initial" ("rivera, mar", "rivera,"): asked only when the text holds a
 *    comma, as that last name exactly.
 * Each form is one comparison per patient at most, so a search costs little more than the whole list (the three
 * forms as three ILIKEs on every patient took 5 ms of 2,000 patients on the embedded database). %, _ and \ match
 * themselves. Empty text finds everyone (all null).
 */
export interface WorklistSearch {
  /** LIKE pattern for the last name and the MRN, or null: everyone. */
  lastName: string | null;
  /** "first last": the first word (an initial equals it), a LIKE pattern for first names, one for the last name. */
  firstWord: string | null;
  firstWordPrefix: string | null;
  lastNameAfterFirst: string | null;
  /** "last, first": the whole last name, and a LIKE pattern for the initial or first name. */
  exactLastName: string | null;
  firstAfterComma: string | null;
}

export function worklistSearch(query: string | undefined): WorklistSearch {
  const text = (query ?? '').trim().replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ').toLowerCase();
  const none = { lastName: null, firstWord: null, firstWordPrefix: null, lastNameAfterFirst: null, exactLastName: null, firstAfterComma: null };
  if (text === '') return none;
  const comma = text.indexOf(', ');
  const space = text.indexOf(' ');
  const firstWord = comma < 0 && (text.length === 1 || space > 0) ? (space > 0 ? text.slice(0, space) : text) : null;
  return {
    lastName: likePrefix(text),
    firstWord,
    firstWordPrefix: firstWord === null ? null : likePrefix(firstWord),
    lastNameAfterFirst: firstWord === null ? null : likePrefix(space > 0 ? text.slice(space + 1) : ''),
    exactLastName: comma > 0 ? text.slice(0, comma) : null,
    firstAfterComma: comma > 0 ? likePrefix(text.slice(comma + 2)) : null,
  };
}

/** What a service's status is read from; times in unix seconds. */
export interface ServiceFacts {
  /** The service's latest option list (highest id) with its counts, or null when it has none. */
  latestList: { complete: boolean; completedAt: number | null; ranked: number; shortlisted: number } | null;
  claimed: boolean;
  claimedAt: number | null;
  /** The patient's latest invite (highest id), or null when none was ever issued. */
  latestInvite: { createdAt: number; revokedAt: number | null } | null;
}

/**
 * Where a service stands: the first that applies of ranked (the family confirmed the latest list), in progress
 * (claimed, and something shortlisted on it), claimed, invite revoked, invited, not invited. An invite only says
 * something until the patient is claimed; the latest one speaks for the patient (an older revoked invite does not
 * matter once a new one is out).
 */
export function serviceStatus({ latestList, claimed, claimedAt, latestInvite }: ServiceFacts): ServiceStatus {
  if (latestList?.complete) return { kind: 'ranked', at: latestList.completedAt, saved: latestList.ranked };
  if (claimed && latestList && latestList.shortlisted > 0) return { kind: 'inProgress', at: null, saved: latestList.shortlisted };
  if (claimed) return { kind: 'claimed', at: claimedAt, saved: 0 };
  if (latestInvite?.revokedAt) return { kind: 'inviteRevoked', at: latestInvite.revokedAt, saved: 0 };
  if (latestInvite) return { kind: 'invited', at: latestInvite.createdAt, saved: 0 };
  return { kind: 'notInvited', at: null, saved: 0 };
}

type PageRow = {
  total: number;
  patients: {
    id: number;
    initial: string;
    firstName: string | null;
    lastName: string;
    mrn: string | null;
    dateOfBirth: string;
    createdAt: number;
    confirmedSinceViewed: boolean;
    claimed: boolean;
    claimedAt: number | null;
    /** The latest invite's, null without one. */
    inviteCreatedAt: number | null;
    inviteRevokedAt: number | null;
    services: {
      id: number;
      levelOfCare: string;
      /** The latest option list's; null without one. */
      listId: number | null;
      complete: boolean | null;
      completedAt: number | null;
      ranked: number;
      shortlisted: number;
    }[];
  }[];
};

const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;
/**
 * The patients of the staff member's hospital that a search finds (worklistSearch, already in lower case: `$4` to
 * `$9`), as a condition on `patients p` and its names folded to lower case (kept by the database: migration 0013).
 * The search's parameters are not lowered here: that would be done again for every patient (the statement is planned
 * once, for any parameters).
 */
const MATCHES = `p.hospital_id = (select hospital_id from staff) and (p.last_name_folded like $4::text or p.mrn_folded like $4::text
  or ($5::text is not null and (p.initial_folded = $5::text or p.first_name_folded like $6::text) and p.last_name_folded like $7::text)
  or ($8::text is not null and p.last_name_folded = $8::text and (p.initial_folded like $9::text or p.first_name_folded like $9::text)))`;
/**
 * Whether the family of page patient `pg` confirmed choices since the staff member last opened the
 * patient's page, both read from the audit trail (server time; the family's device reports its own confirmation time,
 * which may be off), by its index on (patient, time).
 */
const CONFIRMED_SINCE_VIEWED = `exists(select 1 from audit_events a where a.patient_id = pg.id and a.action = 'ranking.saved'
  and a.at > coalesce((select max(v.at) from audit_events v
    where v.patient_id = pg.id and v.action = 'patient.viewed' and v.user_id = (select user_id from staff)), '-infinity'::timestamptz))`;
/**
 * The patients of hospital `$1` (those a search finds, MATCHES, when `search`) for staff member `$2`: how many, and
 * page `$3` of 25 with each page patient's services, their latest option lists and those lists' counts, and the
 * patient's latest invite, as JSON built by the database. One statement, prepared once: the worklist answers every
 * time a console opens, pages or searches. Six drizzle queries took 12-17 ms on the embedded database, and the
 * worklist's p99 under load was 170-240 ms against its 50 ms budget (bench/worklist.ts).
 *
 * The page size is written in, not a parameter: planned for an unknown number of rows, the page was joined to its
 * patients by reading them all (a hash join) instead of 25 look-ups by primary key.
 * The page is chosen by id (`page`): the sort carries the patients' ids and times only, and only the page's 25 rows
 * are read whole, by primary key. Without a search, the page reads the hospital's index (its first rows, in order)
 * and the count is the one the database keeps (hospital_patient_counts); with one, the matches are found once
 * (materialized) and counted and sorted from there: one statement for both with the search's conditions in it
 * compared every patient's name twice, in lower case each time.
 */
function worklistPage(search: boolean): Prepared<PageRow> {
  // The whole list's count is kept by the database (hospital_patient_counts, migration 0015); a search's is counted.
  const total = search
    ? '(select count(*)::int from matching)'
    : 'coalesce((select c.patients from hospital_patient_counts c where c.hospital_id = (select hospital_id from staff)), 0)'
  const matching = search
    ? `matching as materialized (select p.id, p.created_at from patients p where ${MATCHES})`
    : `matching as not materialized (select p.id, p.created_at from patients p where p.hospital_id = (select hospital_id from staff))`;
  return prepared<PageRow>(
    search ? 'worklist_search' : 'worklist_page',
    `with staff as (select $1::int as hospital_id, $2::int as user_id),
     ${matching},
     page as (select id from matching order by created_at desc, id desc limit ${WORKLIST_PAGE_SIZE} offset ($3::int - 1) * ${WORKLIST_PAGE_SIZE})
     select ${total} as total,
       (select coalesce(json_agg(json_build_object(
           'id', pg.id, 'initial', pg.initial, 'firstName', pg.first_name, 'lastName', pg.last_name, 'mrn', pg.mrn,
           'dateOfBirth', pg.date_of_birth, 'confirmedSinceViewed', ${CONFIRMED_SINCE_VIEWED},
           'createdAt', ${epoch('pg.created_at')}, 'claimed', pg.claimed_by_user_id is not null, 'claimedAt', ${epoch('pg.claimed_at')},
           'inviteCreatedAt', ${epoch('i.created_at')}, 'inviteRevokedAt', ${epoch('i.revoked_at')},
           'services', (select coalesce(json_agg(json_build_object(
                 'id', s.id, 'levelOfCare', s.level_of_care, 'listId', l.id, 'complete', l.complete,
                 'completedAt', ${epoch('l.completed_at')}, 'ranked', c.ranked, 'shortlisted', c.shortlisted) order by s.id), '[]'::json)
               from services s
               left join lateral (select id, complete, completed_at from option_lists where service_id = s.id order by id desc limit 1) l on true
               left join lateral (select count(*) filter (where o.rank is not null)::int as ranked, count(*) filter (where o.shortlisted)::int as shortlisted
                 from options o where o.option_list_id = l.id) c on true
               where s.patient_id = pg.id)
         ) order by pg.created_at desc, pg.id desc), '[]'::json)
         from page join patients pg on pg.id = page.id
         left join lateral (select created_at, revoked_at from invites where patient_id = pg.id order by id desc limit 1) i on true) as patients`,
  );
}

const WORKLIST_PAGE = worklistPage(false);
const WORKLIST_SEARCH = worklistPage(true);

/**
 * One page (from 1) of the worklist of staff member `staff` (authenticated by the caller): their hospital's patients
 * that `query` finds, newest first (a page past the end is empty).
 */
export async function loadWorklist(run: RunPrepared, staff: { hospitalId: number; userId: number }, { query, page = 1 }: WorklistRequest): Promise<Worklist> {
  const search = worklistSearch(query);
  const paging = [staff.hospitalId, staff.userId, page];
  const [row] =
    search.lastName === null
      ? await run(WORKLIST_PAGE, paging)
      : await run(WORKLIST_SEARCH, [
          ...paging,
          search.lastName,
          search.firstWord,
          search.firstWordPrefix,
          search.lastNameAfterFirst,
          search.exactLastName,
          search.firstAfterComma,
        ]);
  const { total, patients } = row!;
  return worklistAnswer(total, page, patients);
}

function worklistAnswer(total: number, page: number, patients: PageRow['patients']): Worklist {
  return {
    total,
    page,
    pageSize: WORKLIST_PAGE_SIZE,
    patients: patients.map((patient) => ({
      id: patient.id,
      initial: patient.initial,
      firstName: patient.firstName,
      lastName: patient.lastName,
      mrn: patient.mrn,
      dateOfBirth: patient.dateOfBirth,
      createdAt: patient.createdAt,
      confirmedSinceViewed: patient.confirmedSinceViewed,
      services: patient.services.map((service) => ({
        id: service.id,
        levelOfCare: service.levelOfCare,
        status: serviceStatus({
          latestList:
            service.listId === null
              ? null
              : { complete: service.complete === true, completedAt: service.completedAt, ranked: service.ranked, shortlisted: service.shortlisted },
          claimed: patient.claimed,
          claimedAt: patient.claimedAt,
          latestInvite: patient.inviteCreatedAt === null ? null : { createdAt: patient.inviteCreatedAt, revokedAt: patient.inviteRevokedAt },
        }),
      })),
    })),
  };
}
