import { asc, inArray } from 'drizzle-orm';
import type { Provider, ProviderEmbed } from '../../src/contract/choice';
import type { Db } from '../db/client';
import {
  medicareRatings,
  providerAffiliations,
  providerImages,
  providerLanguages,
  providerNonMedicalServices,
  providerPreferredBy,
  providerServices,
  providers,
  providerVideos,
} from '../db/schema';

const groupBy = <T extends { providerId: number }>(rows: T[]) => {
  const byProvider = new Map<number, T[]>();
  for (const row of rows) byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row]);
  return (id: number) => byProvider.get(id) ?? [];
};

/**
 * Loads providers with the parts asked for in `embed`. One query per part, whatever the number of providers,
 * so a list of 300 costs the same handful of round trips as a list of one. Answers in the order of `ids`.
 */
export async function loadProviders(db: Db, ids: number[], embed: readonly ProviderEmbed[]): Promise<Provider[]> {
  if (ids.length === 0) return [];
  const wants = new Set(embed);
  const [base, preferred, affiliated, servicesRows, images, videos, ratings, nonMedical, languages] = await Promise.all([
    db.select().from(providers).where(inArray(providers.id, ids)),
    db.select().from(providerPreferredBy).where(inArray(providerPreferredBy.providerId, ids)),
    db.select().from(providerAffiliations).where(inArray(providerAffiliations.providerId, ids)),
    db.select().from(providerServices).where(inArray(providerServices.providerId, ids)),
    wants.has('images')
      ? db.select().from(providerImages).where(inArray(providerImages.providerId, ids)).orderBy(asc(providerImages.position))
      : [],
    wants.has('videos')
      ? db.select().from(providerVideos).where(inArray(providerVideos.providerId, ids)).orderBy(asc(providerVideos.position))
      : [],
    wants.has('medicare-ratings') ? db.select().from(medicareRatings).where(inArray(medicareRatings.providerId, ids)) : [],
    wants.has('non-medical-services')
      ? db
          .select()
          .from(providerNonMedicalServices)
          .where(inArray(providerNonMedicalServices.providerId, ids))
          .orderBy(asc(providerNonMedicalServices.name))
      : [],
    wants.has('languages')
      ? db.select().from(providerLanguages).where(inArray(providerLanguages.providerId, ids)).orderBy(asc(providerLanguages.language))
      : [],
  ]);
  const preferredOf = groupBy(preferred);
  const affiliatedOf = groupBy(affiliated);
  const servicesOf = groupBy(servicesRows);
  const imagesOf = groupBy(images);
  const videosOf = groupBy(videos);
  const ratingsOf = groupBy(ratings);
  const nonMedicalOf = groupBy(nonMedical);
  const languagesOf = groupBy(languages);
  const byId = new Map(base.map((row) => [row.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const provider: Provider = {
      id: row.id,
      name: row.name,
      displayName: row.displayName,
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
      description: row.description,
      profileImage: row.profileImage,
      preferredBy: preferredOf(id).map((p) => p.hospitalId),
      affiliations: affiliatedOf(id).map((a) => a.hospitalId),
      providerServices: servicesOf(id).map(({ type, providerNumber }) => ({ type, providerNumber })),
    };
    if (wants.has('images')) provider.images = imagesOf(id).map(({ image }) => ({ image }));
    if (wants.has('subscription')) provider.subscription = row.subscriptionStatus ? { status: row.subscriptionStatus } : null;
    if (wants.has('videos')) {
      provider.videos = videosOf(id).map(({ id: videoId, sourceType, source, title }) => ({ id: videoId, sourceType, source, title }));
    }
    if (wants.has('medicare-ratings')) {
      const [rating] = ratingsOf(id);
      provider.medicareRatings = rating
        ? { overall: rating.overall, quality: rating.quality, healthInspection: rating.healthInspection, staffing: rating.staffing, survey: rating.survey }
        : null;
    }
    if (wants.has('non-medical-services')) provider.nonMedicalServices = nonMedicalOf(id).map(({ key, name }) => ({ key, name }));
    if (wants.has('languages')) provider.languages = languagesOf(id).map((l) => l.language);
    return [provider];
  });
}
