import { and, eq } from 'drizzle-orm';
import type { Option, OptionList, Service } from '../../src/contract/choice';
import type { Db } from '../db/client';
import { LIVE_SESSION_SQL, sessionOfRow, type NullableSessionRow } from '../auth/sessions';
import { prepared, type RunPrepared } from '../db/prepared';
import { optionLists, patients, services } from '../db/schema';

interface ServiceRow {
  id: number;
  levelOfCare: string;
}
/**
 * Options as four parallel arrays, in list and position order: the database builds four arrays of plain values far
 * faster than 300 little JSON objects or tuples (1.5 ms instead of 2.5 ms for a 300-option list on PGlite).
 */
interface OptionColumns {
  optionListId: number[];
  providerId: number[];
  rank: (number | null)[];
  shortlisted: boolean[];
}
interface ListRow {
  id: number;
  serviceId: number;
  complete: boolean;
  /** Unix seconds. */
  completedAt: number | null;
}

/** A patient by id (the family's claimed patient id comes with its session). */
export async function patientById(db: Db, patientId: number) {
  const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
  return patient;
}

/**
 * The patient claimed by the user of live session `$1` (a session id hash), or the patient of a guided session,
 * and its hospital, as a one-row table
 * `patient` (id, hospital_id, home_zip): the lean form of LIVE_SESSION_SQL's "claimedPatientId", for queries that need no
 * session row (providers.ts). Building it from LIVE_SESSION_SQL instead cost the 25-provider call ~10 ms of p99
 * under load (measured), so both stay.
 */
export const SESSION_PATIENT = `patient as (select p.id, p.hospital_id, p.home_zip from sessions ss join patients p
    on p.id = ss.guided_patient_id or (ss.guided_patient_id is null and p.claimed_by_user_id = ss.user_id)
  where ss.id_hash = $1::text and ss.expires_at > now() order by p.id limit 1)`;

/** The level of care whose providers come to the patient's home, and so must serve the area where the patient lives. */
export const HOME_HEALTH_LEVEL = 'home_healthcare';

/**
 * SQL: whether provider `providerId`, offered for level of care `levelOfCare` to a patient whose home ZIP code is
 * `homeZip` (SQL expressions), may be shown to the family. 42 CFR 482.43(c) wants the home health agencies a hospital
 * lists to be those that serve the area where the patient lives, so an agency with CMS's ZIP codes served
 * (provider_zip_codes) that does not serve the patient's home ZIP is left out, whenever its list was built (before
 * the ZIP codes were imported too). An agency without ZIP data (the hospital's own entry), a patient without a home
 * ZIP, and every other level of care are kept (docs/decisions.md). Two index probes per option (the primary key,
 * by agency), in the statement that reads the options: no second query.
 */
export const servesPatientHome = (providerId: string, levelOfCare: string, homeZip: string) =>
  `(${levelOfCare} <> '${HOME_HEALTH_LEVEL}' or ${homeZip} is null
     or exists (select from provider_zip_codes z where z.provider_id = ${providerId} and z.zip = ${homeZip})
     or not exists (select from provider_zip_codes z where z.provider_id = ${providerId}))`;

/**
 * The live session of `$1` (a session id hash) with its user, and every service of its claimed patient with its
 * option lists and their options, in one round trip: the session's columns (null without a live session), then the
 * services and lists as JSON built by the database. With an option list id in `$2`, options are read only for the
 * lists of that list's service. Options the family may not be shown (servesPatientHome) are left out.
 */
const FAMILY_DATA = prepared<NullableSessionRow & { services: ServiceRow[]; lists: ListRow[]; options: OptionColumns }>(
  'family_data',
  `with live as (${LIVE_SESSION_SQL}), patient as (select "claimedPatientId" as id from live)
   select live.*,
     (select coalesce(json_agg(json_build_object('id', s.id, 'levelOfCare', s.level_of_care) order by s.id), '[]'::json)
       from services s where s.patient_id = (select id from patient)) as services,
     (select coalesce(json_agg(json_build_object('id', l.id, 'serviceId', l.service_id, 'complete', l.complete,
         'completedAt', floor(extract(epoch from l.completed_at))::bigint) order by l.id), '[]'::json)
       from option_lists l join services s on s.id = l.service_id and s.patient_id = (select id from patient)) as lists,
     (select json_build_object(
         'optionListId', coalesce(array_agg(o.option_list_id order by o.option_list_id, o.position), '{}'),
         'providerId', coalesce(array_agg(o.provider_id order by o.option_list_id, o.position), '{}'),
         'rank', coalesce(array_agg(o.rank order by o.option_list_id, o.position), '{}'),
         'shortlisted', coalesce(array_agg(o.shortlisted order by o.option_list_id, o.position), '{}'))
       from options o join option_lists l on l.id = o.option_list_id
       join services s on s.id = l.service_id and s.patient_id = (select id from patient)
       join patients pt on pt.id = s.patient_id
       where ($2::int is null or l.service_id = (select service_id from option_lists where id = $2::int))
         and ${servesPatientHome('o.provider_id', 's.level_of_care', 'pt.home_zip')}) as options
   from (select) as one left join live on true`,
);

/**
 * The family's whole picture: every service of their patient with its option lists and their options. Found by
 * the session, so the caller checks that session at the same time (see choice routes) and the request waits for
 * the embedded database once, not twice.
 */
export async function loadFamilyData(run: RunPrepared, sessionIdHash: string, only?: { optionListId: number }) {
  const [family] = await run(FAMILY_DATA, [sessionIdHash, only?.optionListId ?? null]);
  const { services: serviceRows, lists: listRows, options: columns, ...sessionColumns } = family!;
  const session = sessionOfRow(sessionColumns);
  const optionRows = columns.optionListId.map(
    (optionListId, index): Option => ({
      optionListId,
      providerId: columns.providerId[index]!,
      rank: columns.rank[index] ?? null,
      shortlisted: columns.shortlisted[index] === true,
    }),
  );

  const optionsOf = (listId: number): Option[] => optionRows.filter((option) => option.optionListId === listId);

  const serviceAnswer = (serviceId: number): Service => {
    const service = serviceRows.find((row) => row.id === serviceId)!;
    const lists = listRows.filter((list) => list.serviceId === serviceId);
    const latest = lists.at(-1);
    return {
      id: service.id,
      levelOfCare: service.levelOfCare,
      // A service is complete when its latest option list has been ranked and confirmed.
      complete: latest?.complete ?? false,
      optionLists: lists.map((list) => list.id),
      latestOptionList: latest ? { id: latest.id, options: optionsOf(latest.id) } : null,
    };
  };

  const listAnswer = (listId: number, embed: { options: boolean; service: boolean }): OptionList | undefined => {
    const list = listRows.find((row) => row.id === listId);
    if (!list) return undefined;
    return {
      ...list,
      ...(embed.options ? { options: optionsOf(list.id) } : {}),
      ...(embed.service ? { service: serviceAnswer(list.serviceId) } : {}),
    };
  };

  return {
    /** The live session the data was found by, or null: for Sessions.prime. */
    session,
    services: () => serviceRows.map((service) => serviceAnswer(service.id)),
    optionLists: (embed: { options: boolean; service: boolean }) => listRows.map((list) => listAnswer(list.id, embed)!),
    optionList: listAnswer,
  };
}

/** Whether an option list belongs to one of the patient's services. */
export async function patientOwnsOptionList(db: Db, patientId: number, optionListId: number) {
  const [row] = await db
    .select({ id: optionLists.id, complete: optionLists.complete })
    .from(optionLists)
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .where(and(eq(optionLists.id, optionListId), eq(services.patientId, patientId)));
  return row;
}
