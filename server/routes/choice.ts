import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { patientChoiceRecord } from '../domain/choiceRecord';
import { confirmChoices } from '../domain/confirmChoices';
import { pdfRequest, sendPdf } from '../pdf/sendPdf';
import { object, optional } from 'superstruct';
import { PROVIDER_EMBEDS, RankRequest } from '../../src/contract/choice';
import { embedList, IdListParam, IdParam } from '../../src/contract/common';
import type { RouteOptions } from '../context';
import { hospitals } from '../db/schema';
import { tellPlannerOfConfirmation } from '../domain/confirmationNotice';
import { loadFamilyData, patientById } from '../domain/family';
import { createProviderQuality } from '../domain/providerQuality';
import { resolvedTaglines } from '../domain/taglines';
import { badRequest, HttpError, notFound, parseInput } from '../errors';

const OptionListEmbed = object({ embed: optional(embedList(['options', 'service'] as const)) });
const ProviderEmbedQuery = object({ embed: optional(embedList(PROVIDER_EMBEDS)) });
const ProvidersQuery = object({ embed: optional(embedList(PROVIDER_EMBEDS)), id__in: optional(IdListParam) });
const IdParams = object({ id: IdParam });
/** id__in is required here (there is no "all of them"); at most 500 ids, the longest option list (MAX_LIST_OPTIONS). */
const ProviderQualityQuery = object({ id__in: IdListParam });

/**
 * The family's data: their claimed patient, its services, the hospital, option lists, providers, and ranking.
 * A family sees only its own patient and the providers offered to it; anything else answers 404.
 */
export const choiceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run, providers, sessions, audit, background, mail, config, recordPdfs } = ctx;
  /** CMS quality data with its averages, which this server keeps a minute (one per server: this plugin is registered once). */
  const quality = createProviderQuality(run);

  /** The id of the family's claimed patient (it comes with the session). */
  async function requirePatientId(request: FastifyRequest): Promise<number> {
    const { user } = await sessions.requireGroup(request, 'patientChoice');
    if (user.claimedPatientId === null) throw new HttpError(404, 'PatientNotClaimed', 'No patient has been claimed for this account yet.');
    return user.claimedPatientId;
  }

  /**
   * Reads family data found by the request's session while that session is checked beside it: both queries are
   * queued at once, so under load a request waits its turn for the embedded database once rather than twice. What
   * was read is used only once the check has passed.
   */
  async function asFamily<T>(request: FastifyRequest, read: (sessionIdHash: string) => Promise<T>): Promise<T> {
    const [, data] = await Promise.all([requirePatientId(request), read(sessions.idHashOf(request))]);
    return data;
  }

  /**
   * The family's services, lists and options, read by the query that also reads the request's session (one trip to
   * the database, not two; used only once the session has been checked).
   */
  async function familyData(request: FastifyRequest, only?: { optionListId: number }) {
    const loading = loadFamilyData(run, sessions.idHashOf(request), only);
    sessions.prime(request, loading.then((data) => data.session));
    await requirePatientId(request);
    return loading;
  }

  async function requirePatient(request: FastifyRequest) {
    const patient = await patientById(db, await requirePatientId(request));
    if (!patient) throw new HttpError(404, 'PatientNotClaimed', 'No patient has been claimed for this account yet.');
    return patient;
  }

  app.get('/choice/v1/patient', async (request) => {
    const patient = await requirePatient(request);
    await audit(request, { action: 'patient.viewed', userId: (await sessions.require(request)).user.id, patientId: patient.id });
    return {
      id: patient.id,
      initial: patient.initial,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      claimed: true,
    };
  });

  app.get('/choice/v1/services', async (request) => {
    return (await familyData(request)).services();
  });

  app.get('/choice/v1/hospital', async (request) => {
    const patient = await requirePatient(request);
    const [hospital] = await db.select().from(hospitals).where(eq(hospitals.id, patient.hospitalId));
    return {
      id: hospital!.id,
      name: hospital!.name,
      city: hospital!.city,
      state: hospital!.state,
      latitude: hospital!.latitude,
      longitude: hospital!.longitude,
      preferredLanguage: hospital!.preferredLanguage,
      preferredByPhrase: hospital!.preferredByPhrase,
      affiliatedLanguage: hospital!.affiliatedLanguage,
      spanish: { preferredByPhrase: hospital!.preferredByPhraseEs, preferredLanguage: hospital!.preferredLanguageEs, affiliatedLanguage: hospital!.affiliatedLanguageEs },
      taglines: resolvedTaglines(hospital!.taglines),
    };
  });

  app.get('/choice/v1/option-lists', async (request) => {
    const embed = parseInput(OptionListEmbed, request.query).embed ?? [];
    const data = await familyData(request);
    return data.optionLists({ options: embed.includes('options'), service: embed.includes('service') });
  });

  app.get('/choice/v1/option-lists/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const embed = parseInput(OptionListEmbed, request.query).embed ?? [];
    const data = await familyData(request, { optionListId: id });
    const list = data.optionList(id, { options: embed.includes('options'), service: embed.includes('service') });
    if (!list) throw notFound('No such option list.');
    const { user } = await sessions.require(request);
    await audit(request, { action: 'optionList.viewed', userId: user.id, patientId: user.claimedPatientId, subject: id });
    return list;
  });

  app.post('/choice/v1/option-lists/:id/rank', async (request) => {
    const patientId = await requirePatientId(request);
    const { id } = parseInput(IdParams, request.params);
    const { rankings, shortlist, completedAt, guided } = parseInput(RankRequest, request.body);
    const { user } = await sessions.require(request);
    // A guided session's choices are confirmed by the family member present, who says who they are.
    if (user.guidedPatientId !== null && !guided) throw badRequest('Say who is confirming these choices.', { guided: 'is required in a guided session' });
    if (user.guidedPatientId === null && guided) throw badRequest('Only a guided session confirms for someone present.', { guided: 'is only for a guided session' });
    await confirmChoices(db, { patientId, optionListId: id, userId: user.id, choices: { rankings, shortlist, completedAt, guided } });
    const familyUserId = user.id;
    await audit(request, { action: 'ranking.saved', userId: familyUserId, patientId, subject: id });
    // After the answer: the family's confirmation waits for no mail server, and a failed e-mail does not undo it.
    // Not for a guided session: the staff member whose session it was is beside the family, and the notice would name them.
    if (!guided) background.run('confirmation e-mail to the planner', () => tellPlannerOfConfirmation(db, mail, config.publicUrl, { familyUserId, optionListId: id }));
    return { success: true };
  });

  /**
   * The family's copy of the choice record: GET /choice/v1/choice-record as data, ….pdf as the PDF,
   * in the language the family reads the app in (`?lang`, which its screens send), else its account's.
   */
  app.get('/choice/v1/choice-record', async (request) => (await recordForFamily(request)).build());
  app.get('/choice/v1/choice-record.pdf', async (request, reply) => {
    const { download, language } = pdfRequest(request);
    const { patientId, build, accountLanguage } = await recordForFamily(request);
    return sendPdf(reply, await recordPdfs.pdfOf(patientId, build, language ?? accountLanguage), download);
  });

  /** The family's patient, and how to build its record: building it is what the audit log calls viewing it. */
  async function recordForFamily(request: FastifyRequest) {
    const patientId = await requirePatientId(request);
    const { user } = await sessions.require(request);
    const build = async () => {
      const record = await patientChoiceRecord(db, patientId);
      await audit(request, { action: 'choiceRecord.viewed', userId: user.id, patientId });
      return record;
    };
    // A guided session's account is the staff member's: its language is not the family's.
    return { patientId, build, accountLanguage: (user.guidedPatientId ? null : user.language) ?? 'en' };
  }

  app.get('/choice/v1/providers', async (request) => {
    const { embed = [], id__in } = parseInput(ProvidersQuery, request.query);
    // Ids the family may not see are left out, exactly as unknown ids are.
    if (id__in) return asFamily(request, (session) => providers.load([...new Set(id__in)], embed, { visibleTo: session }));
    return asFamily(request, (session) => providers.loadOffered(session, embed));
  });

  /** The CMS measures of providers offered to the family, with their state's and the nation's averages. */
  app.get('/choice/v1/provider-quality', async (request) => {
    const { id__in } = parseInput(ProviderQualityQuery, request.query);
    // Ids the family may not see are left out, exactly as unknown ids and providers without CMS data are.
    return asFamily(request, (session) => quality.load([...new Set(id__in)], session));
  });

  app.get('/choice/v1/providers/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { embed = [] } = parseInput(ProviderEmbedQuery, request.query);
    const [provider] = await asFamily(request, (session) => providers.load([id], embed, { visibleTo: session }));
    if (!provider) throw notFound('No such provider.');
    return provider;
  });
};
