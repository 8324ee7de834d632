import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { CatalogueRequest, FAMILY_TEXTS, HospitalSettingsUpdate, ProviderDisclosureUpdate, ProviderLabels, type Catalogue, type FamilyText, type HospitalSettings } from '../../src/contract/catalogue';
import { IdParam } from '../../src/contract/common';
import { adminOf, staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { hospitals } from '../db/schema';
import { discloseOnProvider, labelProvider, loadCatalogue } from '../domain/catalogue';
import { normaliseTaglines, resolvedTaglines } from '../domain/taglines';
import { notFound, parseInput } from '../errors';
import { stateTimeZone } from '../../src/domain/timeZones';

/** Where each of the hospital's texts for families is kept: SPEC names the explanations preferredLanguage and affiliatedLanguage. */
const FAMILY_TEXT_COLUMNS = {
  preferredByPhraseEs: 'preferredByPhraseEs',
  preferredExplanation: 'preferredLanguage',
  preferredExplanationEs: 'preferredLanguageEs',
  affiliatedExplanation: 'affiliatedLanguage',
  affiliatedExplanationEs: 'affiliatedLanguageEs',
} as const satisfies Record<FamilyText, keyof typeof hospitals.$inferInsert>;

const familyTextColumns = Object.fromEntries(FAMILY_TEXTS.map((key) => [key, hospitals[FAMILY_TEXT_COLUMNS[key]]])) as {
  [key in FamilyText]: (typeof hospitals)[(typeof FAMILY_TEXT_COLUMNS)[key]];
};

/** The texts an admin sent, trimmed, each under its column's name; null clears one. */
function familyTextChanges(update: HospitalSettingsUpdate) {
  const changes: Partial<Record<(typeof FAMILY_TEXT_COLUMNS)[FamilyText], string | null>> = {};
  for (const key of FAMILY_TEXTS) {
    const value = update[key];
    if (value !== undefined) changes[FAMILY_TEXT_COLUMNS[key]] = value?.trim() || null;
  }
  return changes;
}

/**
 * The hospital's catalogue and its own wording: every staff member may read them; only the
 * hospital's admins (group type hospitalAdmin) may change them (labels, disclosures, wording, the kiosks' idle time
 * and how many days a kiosk works, the language of family invitations, the language-assistance taglines, the time
 * zone), 403 for planners.
 * Changes are audited.
 */
export const plannerCatalogueRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run, audit } = ctx;

  const requireAdmin = (request: FastifyRequest) => adminOf(request, 'Only the hospital’s administrators may change this.');

  async function hospitalSettings(hospitalId: number): Promise<HospitalSettings> {
    const [row] = await db
      .select({
        id: hospitals.id,
        name: hospitals.name,
        preferredByPhrase: hospitals.preferredByPhrase,
        ...familyTextColumns,
        kioskIdleMinutes: hospitals.kioskIdleMinutes,
        kioskTokenDays: hospitals.kioskTokenDays,
        familyLanguage: hospitals.familyLanguage,
        taglines: hospitals.taglines,
        state: hospitals.state,
        ownTimeZone: hospitals.timeZone,
        ehrBaseUrl: hospitals.ehrBaseUrl,
        ehrTokenSet: sql<boolean>`${hospitals.ehrToken} is not null`,
      })
      .from(hospitals)
      .where(eq(hospitals.id, hospitalId));
    const { state, ownTimeZone, ...settings } = row!;
    return {
      ...settings,
      taglines: resolvedTaglines(settings.taglines),
      timeZone: ownTimeZone ?? stateTimeZone(state),
      stateTimeZone: stateTimeZone(state),
      ownTimeZone: ownTimeZone !== null,
    };
  }

  app.post('/planner/v1/catalogue/search', async (request): Promise<Catalogue> => {
    const body = parseInput(CatalogueRequest, request.body);
    return loadCatalogue(run, staffOf(request).hospitalId, body);
  });

  app.put('/planner/v1/catalogue/providers/:id/labels', async (request) => {
    const staff = await requireAdmin(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const labels = parseInput(ProviderLabels, request.body);
    const provider = await labelProvider(db, staff.hospitalId, id, labels);
    if (!provider) throw notFound('No such provider.');
    await audit(request, { action: 'catalogue.labelled', userId: staff.user.id, subject: id });
    return provider;
  });

  // The hospital's financial-interest disclosure on a provider (42 CFR 482.43(c)(3)): families of its patients see it.
  app.put('/planner/v1/catalogue/providers/:id/disclosure', async (request) => {
    const staff = await requireAdmin(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const { text } = parseInput(ProviderDisclosureUpdate, request.body);
    const provider = await discloseOnProvider(db, staff.hospitalId, id, text);
    if (!provider) throw notFound('No such provider.');
    await audit(request, { action: 'catalogue.disclosed', userId: staff.user.id, subject: id });
    return provider;
  });

  app.get('/planner/v1/hospital', async (request) => hospitalSettings(staffOf(request).hospitalId));

  app.put('/planner/v1/hospital', async (request) => {
    const staff = await requireAdmin(request);
    const update = parseInput(HospitalSettingsUpdate, request.body);
    const { preferredByPhrase, kioskIdleMinutes, kioskTokenDays, familyLanguage, taglines, timeZone, ehrBaseUrl, ehrToken } = update;
    // Checked before anything is written: a list refused leaves every setting as it was.
    const ownTaglines = taglines === undefined || taglines === null ? taglines : normaliseTaglines(taglines);
    await db
      .update(hospitals)
      .set({
        ...(preferredByPhrase !== undefined && { preferredByPhrase: preferredByPhrase.trim() }),
        ...familyTextChanges(update),
        ...(kioskIdleMinutes !== undefined && { kioskIdleMinutes }),
        ...(kioskTokenDays !== undefined && { kioskTokenDays }),
        ...(familyLanguage !== undefined && { familyLanguage }),
        ...(ownTaglines !== undefined && { taglines: ownTaglines }),
        ...(timeZone !== undefined && { timeZone }),
        ...(ehrBaseUrl !== undefined && { ehrBaseUrl }),
        ...(ehrToken !== undefined && { ehrToken }),
      })
      .where(eq(hospitals.id, staff.hospitalId));
    await audit(request, { action: 'hospital.changed', userId: staff.user.id });
    return hospitalSettings(staff.hospitalId);
  });
};
