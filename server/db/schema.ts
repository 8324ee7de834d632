/**
 * The CareChoice database. PostgreSQL everywhere: embedded PGlite by default, a real server via DATABASE_URL.
 * Change this file, then `npm run db:generate` writes the next versioned migration into server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import type { ListRecord } from '../../src/contract/choiceRecord';
import { LANGUAGES } from '../../src/contract/language';
import type { Tagline } from '../../src/contract/tagline';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-wide settings shared by every server of a deployment (for example the anti-forgery signing key). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const hospitals = pgTable('hospitals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The hospital's wording of the 'Preferred' explanation (SPEC §3), not a language: see familyLanguage. */
  preferredLanguage: text('preferred_language'),
  preferredByPhrase: text('preferred_by_phrase').notNull().default('Preferred'),
  affiliatedLanguage: text('affiliated_language'),
  /**
   * Its admins' Spanish for the three texts above, shown on a family's Spanish screens; null: none written, and a
   * Spanish screen shows CareChoice's own words where the English text is CareChoice's too, else the English quoted.
   */
  preferredByPhraseEs: text('preferred_by_phrase_es'),
  preferredLanguageEs: text('preferred_language_es'),
  affiliatedLanguageEs: text('affiliated_language_es'),
  /** Minutes without input before a kiosk of the hospital asks "Are you still there?". */
  kioskIdleMinutes: integer('kiosk_idle_minutes').notNull().default(3),
  /** Days a kiosk of the hospital works after it was turned on, 1 to 365. */
  kioskTokenDays: integer('kiosk_token_days').notNull().default(30),
  /** The language of its family invitations when the planner picks none: 'en' or 'es'. */
  familyLanguage: text('family_language', { enum: LANGUAGES }).notNull().default('en'),
  /**
   * Its language-assistance taglines in the order families see them (Section 1557: its state's most spoken
   * languages first); null: the national list (src/i18n/taglines.ts). The API checks each; kept 15 to 40 here too.
   */
  taglines: jsonb('taglines').$type<Tagline[]>(),
  /** The IANA zone its times are written in, as its admin chose it; null: its state's (src/domain/timeZones.ts). */
  timeZone: text('time_zone'),
  /** Its EHR's FHIR base URL: each confirmed choice record is filed there (ehrFilings); null: none is filed. */
  ehrBaseUrl: text('ehr_base_url'),
  /** The bearer token CareChoice sends the EHR: a secret, written by admins and never answered back. */
  ehrToken: text('ehr_token'),
  createdAt: createdAt(),
}, (t) => [
  check('hospitals_kiosk_idle_minutes_range', sql`${t.kioskIdleMinutes} between 1 and 30`),
  check('hospitals_kiosk_token_days_range', sql`${t.kioskTokenDays} between 1 and 365`),
  check('hospitals_family_language_known', sql`${t.familyLanguage} in ('en', 'es')`),
  check(
    'hospitals_taglines_count',
    // A case, not an and: PostgreSQL may take either side of an and first, and a scalar has no array length.
    sql`${t.taglines} is null or case when jsonb_typeof(${t.taglines}) = 'array' then jsonb_array_length(${t.taglines}) between 15 and 40 else false end`,
  ),
]);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** Level-of-care key this provider is offered for (planner look-ups). */
    levelOfCare: text('level_of_care').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: text('description'),
    profileImage: text('profile_image'),
    /** null: no subscription at all. */
    subscriptionStatus: text('subscription_status', { enum: ['active', 'inactive'] }),
    /**
     * The name in lower case, kept by the database, for the catalogue's search by part of a name: ILIKE, or lower()
     * of every name, folds each name again on every search (7 ms of 5,000 names on the embedded database, where
     * 'garden' matches 981 of them); a LIKE on this column compares bytes (1 ms).
     */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
  },
  // The catalogue's pages in name order, of one level or of all, read from these indexes a page at a time.
  // A search by part of a name reads the same indexes alone, the folded name being their last column (migration
  // 0014): a substring test on 5,000 folded names costs ~1.5 ms a page, where the trigram index of migrations
  // 0011-0013 had every match's row read and rechecked (5 ms for a common word: 'garden', 981 providers on 253 pages).
  (t) => [
    index('providers_level_of_care_idx').on(t.levelOfCare),
    index('providers_catalogue_idx').on(t.levelOfCare, t.name, t.id, t.nameFolded),
    index('providers_name_idx').on(t.name, t.id, t.nameFolded),
  ],
);

export const providerImages = pgTable(
  'provider_images',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.position] })],
);

export const providerVideos = pgTable(
  'provider_videos',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceType: text('source_type', { enum: ['youtube', 'vimeo', 'cloudinary'] }).notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('provider_videos_provider_idx').on(t.providerId)],
);

export const providerLanguages = pgTable(
  'provider_languages',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.language] })],
);

export const providerNonMedicalServices = pgTable(
  'provider_non_medical_services',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.key] })],
);

/** CMS star ratings, 0–5 in halves; null where Medicare has none. */
export const medicareRatings = pgTable('medicare_ratings', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  overall: real('overall'),
  quality: real('quality'),
  healthInspection: real('health_inspection'),
  staffing: real('staffing'),
  survey: real('survey'),
  /** The date of the CMS file the ratings were imported from; null for ratings entered otherwise. */
  dataDate: date('data_date', { mode: 'string' }),
});

/**
 * A provider's quality measures from CMS's Provider Data Catalog: those of the dataset it was last imported
 * from (nursing homes: staffing hours, turnover, fines, complaints, the abuse icon, Special Focus status …), keyed as
 * server/cms/datasets.ts names them, as of that file's data date.
 */
export const providerQuality = pgTable('provider_quality', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  dataset: text('dataset').notNull(),
  dataDate: date('data_date', { mode: 'string' }).notNull(),
  measures: jsonb('measures').$type<Record<string, number | string | boolean | null>>().notNull(),
});

/** Care service types a provider offers, with its CMS provider number (CCN) where it has one. */
export const providerServices = pgTable(
  'provider_services',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    providerNumber: text('provider_number'),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.type] })],
);

/**
 * The ZIP codes a home health agency serves, from CMS's "Home Health Care - Zip Codes" file (42 CFR
 * 482.43(c): a family is offered the agencies that serve the area where the patient lives). An agency with no row here
 * has no CMS ZIP data (the hospital's own entry) and is offered wherever it is. Looked up by ZIP (the patient's home)
 * and by agency (the family's view: does this agency have ZIP data, and does it serve this ZIP).
 */
export const providerZipCodes = pgTable(
  'provider_zip_codes',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    zip: text('zip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.zip] }), index('provider_zip_codes_zip_idx').on(t.zip, t.providerId)],
);

export const providerPreferredBy = pgTable(
  'provider_preferred_by',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    hospitalId: integer('hospital_id').notNull().references(() => hospitals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.hospitalId] })],
);

export const providerAffiliations = pgTable(
  'provider_affiliations',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    hospitalId: integer('hospital_id').notNull().references(() => hospitals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.hospitalId] })],
);

/**
 * A hospital's disclosure of its financial interest in a provider (42 CFR 482.43(c)(3)), in its
 * own words: shown to families beside the provider.
 */
export const providerDisclosures = pgTable(
  'provider_disclosures',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    hospitalId: integer('hospital_id').notNull().references(() => hospitals.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.hospitalId] })],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['patientChoice', 'planner', 'hospitalAdmin'] }).notNull(),
  name: text('name').notNull(),
  /** Planners belong to a hospital; family groups do not. */
  hospitalId: integer('hospital_id').references(() => hospitals.id),
});

export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    initial: text('initial').notNull(),
    /** The first name as the planner gave it; null when only the initial is known. */
    firstName: text('first_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** The hospital's medical record number, unique within the hospital; optional. */
    mrn: text('mrn'),
    /**
     * The names and MRN in lower case, kept by the database, for the worklist's search (worklist.ts MATCHES): lower()
     * of every patient's names on every search was most of a search's cost on the embedded database.
     */
    lastNameFolded: text('last_name_folded').generatedAlwaysAs(sql`lower(last_name)`),
    firstNameFolded: text('first_name_folded').generatedAlwaysAs(sql`lower(first_name)`),
    initialFolded: text('initial_folded').generatedAlwaysAs(sql`lower(initial)`),
    mrnFolded: text('mrn_folded').generatedAlwaysAs(sql`lower(mrn)`),
    /** Five-digit ZIP of the patient's home: the area distances are measured from by default. */
    homeZip: text('home_zip'),
    expectedDischargeDate: date('expected_discharge_date', { mode: 'string' }),
    /** The language the patient's family reads, as the planner says: a guided session opens in it. Null: the hospital's. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'es'] }),
    claimedByUserId: integer('claimed_by_user_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  // Every family request finds its patient by the claiming user, and the worklist reads a hospital's patients
  // newest first, a page at a time: the index hands it the page without sorting the hospital's patients
  // (NULLS FIRST is what `order by … desc` means; an index that differs in it cannot serve that order).
  (t) => [
    index('patients_claimed_by_idx').on(t.claimedByUserId),
    index('patients_worklist_idx').on(t.hospitalId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One record number names one patient of a hospital, whatever its case ("ab12" is "AB12").
    uniqueIndex('patients_hospital_mrn_idx').on(t.hospitalId, sql`lower(${t.mrn})`),
    check('patients_preferred_language_known', sql`${t.preferredLanguage} is null or ${t.preferredLanguage} in ('en', 'es')`),
  ],
);

/**
 * How many patients each hospital has, kept by the database (a trigger on patients, migration 0015) for the worklist's
 * count of pages: counting a hospital's 2,000 patients was 0.9 ms of the 2 ms a worklist page costs the embedded
 * database. Only a trigger writes it.
 */
export const hospitalPatientCounts = pgTable('hospital_patient_counts', {
  hospitalId: integer('hospital_id')
    .primaryKey()
    .references(() => hospitals.id),
  patients: integer('patients').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Display name; the contact form edits it as one field. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    relationship: text('relationship'),
    /** The invite a family member signed up with; it names the patient they may claim. */
    inviteId: integer('invite_id'),
    createdAt: createdAt(),
    /** When a hospital admin deactivated this staff account: it can no longer log in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedByUserId: integer('deactivated_by_user_id'),
    /** The language the user chose: 'en' or 'es'; null while they never chose one. */
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    check('users_language_known', sql`${t.language} is null or ${t.language} in ('en', 'es')`),
  ],
);

/**
 * Invitations to join a hospital's staff: a hospital admin, or `npm run staff:add` on the server,
 * names a person and their role; the e-mailed link lets them set a password, which makes their account.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    role: text('role', { enum: ['planner', 'hospitalAdmin'] }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** sha256 of the code, as for family invites. */
    codeHash: text('code_hash').notNull(),
    /** Null when `npm run staff:add` made it. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the password was set, and the account it made. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_invites_code_hash_idx').on(t.codeHash), index('staff_invites_hospital_idx').on(t.hospitalId, t.id)],
);

/**
 * Devices a staff member turned into kiosks of their hospital (discharge-lounge tablets). The device
 * keeps a token (only its sha256 is here) and stays a kiosk, whoever logs in or out on it, until a staff member of
 * the hospital turns it off with their password.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    tokenHash: text('token_hash').notNull(),
    startedByUserId: integer('started_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedByUserId: integer('released_by_user_id').references(() => users.id),
    /**
     * When its token stops working (the hospital's kiosk days after it was turned on); when
     * an admin revoked it from the console, or deactivated the staff member who turned it on (by whom); when the
     * device last read its config (at most once a minute).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosks_token_hash_idx').on(t.tokenHash),
    // The kiosks that are not off, per hospital (the admins' list, the cap) and per staff member (their deactivation).
    index('kiosks_hospital_on_idx').on(t.hospitalId, t.id).where(sql`${t.releasedAt} is null and ${t.revokedAt} is null`),
    index('kiosks_started_by_on_idx').on(t.startedByUserId).where(sql`${t.releasedAt} is null and ${t.revokedAt} is null`),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** sha256 of the code: a leaked table does not reveal usable links. */
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    /** Who the invited person is to the patient, as the planner said (fc_family, …); null for older invites. */
    relationship: text('relationship'),
    customAcknowledgementText: text('custom_acknowledgement_text'),
    /** The planner's Spanish version of it, shown to a family reading Spanish; null: none written. */
    customAcknowledgementTextEs: text('custom_acknowledgement_text_es'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong patient details given when claiming with this invite (claim guessing). */
    failedClaims: integer('failed_claims').notNull().default(0),
    /** Claims wait until then after 5 wrong ones. */
    claimLockedUntil: timestamp('claim_locked_until', { withTimezone: true }),
    /** Set after 10 wrong claims, or when a planner revokes it: the invite is dead and a new one is needed. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The staff member who revoked it; null when too many wrong claims did. */
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
    /** The language of the invitation e-mail and of the family's first screens: 'en' or 'es'. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  // The worklist and the patient's record read each patient's invites, the latest first.
  (t) => [
    uniqueIndex('invites_code_hash_idx').on(t.codeHash),
    index('invites_patient_idx').on(t.patientId, t.id),
    check('invites_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

export const acknowledgements = pgTable('acknowledgements', {
  id: serial('id').primaryKey(),
  patientId: integer('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** The relationship given at sign-up (fc_family, ...), when the claim came from the sign-up flow. */
  relationship: text('relationship'),
  /** In a guided session: the family member who accepted it on screen (`userId` is the staff member). */
  byName: text('by_name'),
  text: text('text').notNull(),
  /** The language `text` is in, as the family read and accepted it. */
  language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
  /** When the user acknowledged, as their device reported it. */
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [check('acknowledgements_language_known', sql`${t.language} in ('en', 'es')`)]);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    levelOfCare: text('level_of_care').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('services_patient_idx').on(t.patientId)],
);

export const optionLists = pgTable(
  'option_lists',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    complete: boolean('complete').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The staff member who built this version of the list; null for lists made with their patient. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /**
     * The area the planner measured distances from and the radius that bounds "every provider in the area"
     * (42 CFR 482.43(c)), as they were when the list was last saved; null for lists made with their patient.
     */
    areaType: text('area_type', { enum: ['home', 'hospital', 'zip', 'city'] }),
    areaName: text('area_name'),
    areaState: text('area_state'),
    areaLatitude: doublePrecision('area_latitude'),
    areaLongitude: doublePrecision('area_longitude'),
    radiusMiles: integer('radius_miles'),
    /**
     * Who confirmed the choices in a guided session: the family member present, as they gave their
     * name and relationship, and the staff member whose session it was. Null when a family account confirmed.
     */
    confirmedByName: text('confirmed_by_name'),
    confirmedByRelationship: text('confirmed_by_relationship'),
    guidedByUserId: integer('guided_by_user_id').references(() => users.id),
  },
  // A service's latest list is the one with the highest id: with only service_id indexed, and no statistics (the
  // embedded database never analyzes), the planner found it by walking the primary key backwards from the newest list.
  (t) => [index('option_lists_service_idx').on(t.serviceId, t.id)],
);

export const options = pgTable(
  'options',
  {
    optionListId: integer('option_list_id')
      .notNull()
      .references(() => optionLists.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** Order the planner gave the options in. */
    position: integer('position').notNull(),
    rank: integer('rank'),
    shortlisted: boolean('shortlisted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.optionListId, t.providerId] }), index('options_provider_idx').on(t.providerId)],
);

/**
 * Providers of the area the planner left off a list, each with the reason they gave (CMS's
 * discharge-planning rule lets a hospital limit the family's choice only for a reason on the record). A row says the
 * provider is removed from that list now; putting the provider back on the list deletes it (the audit trail keeps
 * every save).
 */
export const optionListRemovals = pgTable(
  'option_list_removals',
  {
    optionListId: integer('option_list_id')
      .notNull()
      .references(() => optionLists.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    reason: text('reason').notNull(),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.optionListId, t.providerId] })],
);

/**
 * A list's choice record as it stood when the family confirmed it: what was presented, left off,
 * acknowledged and chosen, frozen so that a later change to a provider's rating or to the list does not rewrite it.
 */
export const choiceRecords = pgTable('choice_records', {
  optionListId: integer('option_list_id')
    .primaryKey()
    .references(() => optionLists.id, { onDelete: 'cascade' }),
  record: jsonb('record').$type<ListRecord>().notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: the database never holds a usable session id. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * A guided session: a staff member's tablet showing the family's side of this patient. The
     * session is the staff member's, and acts as the patient's family until a staff password ends it.
     */
    guidedPatientId: integer('guided_patient_id').references(() => patients.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The guessing and flooding limits' counters, shared by every server (server/auth/throttle.ts names them all): per
 * login account (`account:<e-mail>`) the consecutive failures and the lock they earned, per client address
 * (`ip:<address>`) the login attempts in the current 15-minute window, and the like for sign-ups, invites, password
 * resets and changes. For a lock counter, window_started_at is the time of its last failure.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reset_codes_code_hash_idx').on(t.codeHash)],
);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** Always empty: bodies hold sign-in links, and never reach the database (server/mail.ts). */
  text: text('text').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The US gazetteer: every ZIP code and every city (centre = mean of its ZIP codes). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['zip', 'city'] }).notNull(),
    name: text('name').notNull(),
    /** Lower-case name for prefix search. */
    searchName: text('search_name').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** How many ZIP codes a city spans: a stand-in for its size when ranking matches. */
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('locations_search_idx').on(t.searchName.op('text_pattern_ops'))],
);

/**
 * The audit trail (HIPAA audit controls): who did what, when and from where. Append-only: a trigger
 * (migration 0003) refuses updates and deletes. Never holds passwords, codes, tokens or birth dates.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What happened, e.g. 'login.failed', 'optionList.viewed' (server/audit.ts AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** Who: the signed-in user, when there is one. Not a foreign key: the trail outlives accounts. */
    userId: integer('user_id'),
    /** The e-mail address given, when nobody is signed in (a failed login, a reset request). */
    email: text('email'),
    /** The patient whose record it concerns. */
    patientId: integer('patient_id'),
    /** What exactly, e.g. the option list's id. */
    subject: text('subject'),
    /** From where: the client's address. */
    ip: text('ip'),
  },
  // (patient, user, time): a staff member's last look at a patient, for the worklist's 'New choices'.
  // Without it the embedded database, which keeps no statistics, combined the patient's index with the user's,
  // whose rows are every worklist page that staff member ever read: 28 ms a worklist page with 30,000 of them, 10 with it.
  (t) => [
    index('audit_events_patient_idx').on(t.patientId, t.at),
    index('audit_events_user_idx').on(t.userId, t.at),
    index('audit_events_patient_user_idx').on(t.patientId, t.userId, t.at),
    // A page of a patient's trail, newest first (patientActivity), read from its end whatever the trail's length.
    index('audit_events_patient_id_idx').on(t.patientId, t.id),
  ],
);

/** Bytes (PostgreSQL bytea), read and written as Node Buffers by both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Each patient's choice record as a PDF, rendered once for the record's content (server/pdf/recordPdfs.ts): a record's
 * facts are frozen as each service is confirmed, so the same content is served from here until the next confirmation
 * changes it (the digest), instead of being rendered again for every download on every server.
 */
export const choiceRecordPdfs = pgTable(
  'choice_record_pdfs',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The copy's language: the chart's (English) and, for a family that used another, the family's. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** SHA-256 of what was rendered: the record (its time zone included), the language and the layout's version. */
    digest: text('digest').notNull(),
    pdf: bytes('pdf').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.language] }), check('choice_record_pdfs_language_known', sql`${t.language} in ('en', 'es')`)],
);

/**
 * The durable outbox of choice records to file in the hospital's EHR (server/fhir/ehrOutbox.ts): one row per patient,
 * queued in the transaction that confirms a choice, so a confirmation is never lost between the answer and the EHR.
 * `nextAttemptAt` is also the lease of the server filing it, so that of many servers one files each record.
 */
export const ehrFilings = pgTable(
  'ehr_filings',
  {
    patientId: integer('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'filed', 'failed'] }).notNull(),
    /** Attempts since it was last queued. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, in words safe to show and log (never the EHR's answer, which may echo PHI). */
    lastError: text('last_error'),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ehr_filings_due').on(t.nextAttemptAt).where(sql`${t.status} <> 'filed'`), check('ehr_filings_status_known', sql`${t.status} in ('pending', 'filed', 'failed')`)],
);
