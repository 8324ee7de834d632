import { createRequire } from 'node:module';
import { AMENITIES, DESCRIPTION_CLOSERS, LANGUAGES, LEVELS, PLACE_WORDS, DEMO_VIDEOS, type LevelPlan } from './demoCatalogue';
import { looksLikeOrganisation } from './placeNames';
import type { Random } from './random';

/** One demo provider, before it has a database id. */
export interface DemoProvider {
  levelOfCare: string;
  name: string;
  displayName: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  description: string;
  subscriptionStatus: 'active' | 'inactive' | null;
  preferred: boolean;
  affiliated: boolean;
  imageCount: number;
  videos: readonly { sourceType: 'cloudinary'; source: string; title: string }[];
  languages: string[];
  amenities: { key: string; name: string }[];
  service: { type: string; providerNumber: string | null };
  ratings: { overall: number | null; quality: number | null; healthInspection: number | null; staffing: number | null; survey: number | null } | null;
}

interface City {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Real cities within `miles` of a ZIP code, from the gazetteer package, in a stable order. */
export function citiesNear(zip: string, miles: number): City[] {
  const require = createRequire(import.meta.url);
  const zipcodes = require('zipcodes') as { radius(zip: string, miles: number, full: true): { zip: string; city: string; state: string; latitude: number; longitude: number }[] };
  const byCity = new Map<string, City>();
  for (const entry of zipcodes.radius(zip, miles, true).sort((a, b) => a.zip.localeCompare(b.zip))) {
    // A company's own ZIP code is not a city ("Gap Inc Direct, OH").
    if (looksLikeOrganisation(entry.city)) continue;
    if (!byCity.has(entry.city)) byCity.set(entry.city, { city: entry.city, state: entry.state, latitude: entry.latitude, longitude: entry.longitude });
  }
  return [...byCity.values()];
}

const halfStars = (random: Random, min: number) => random.int(min * 2, 10) / 2;

function ratingsFor(level: LevelPlan, random: Random): DemoProvider['ratings'] {
  if (level.ratings === 'nursing') {
    if (random.chance(0.08)) return { overall: null, quality: null, healthInspection: null, staffing: null, survey: null };
    // Half stars too, so the demo shows every way a star can be drawn (SPEC §3 rating display).
    return { overall: halfStars(random, 1), quality: halfStars(random, 1), healthInspection: halfStars(random, 1), staffing: halfStars(random, 1), survey: null };
  }
  if (level.ratings === 'homeHealth') {
    return { overall: null, quality: halfStars(random, 1.5), healthInspection: null, staffing: null, survey: random.int(2, 5) };
  }
  return null;
}

/**
 * Providers for `levels` (by default the demo's catalogue counts). `taken` names are avoided, so a second batch can
 * join a seeded world; when the name patterns run out, a number keeps names unique.
 */
export function buildDemoProviders(random: Random, cities: City[], levels: readonly LevelPlan[] = LEVELS, taken: ReadonlySet<string> = new Set()): DemoProvider[] {
  const names = new Set<string>(taken);
  const providers: DemoProvider[] = [];
  for (const level of levels) {
    for (let index = 0; index < level.count; index++) {
      const city = random.pick(cities);
      let place: string;
      let name: string;
      let attempts = 0;
      do {
        place = random.chance(0.35) ? city.city : random.pick(PLACE_WORDS);
        name = random.pick(level.patterns).replace('{A}', place);
        if (++attempts > 40) name = `${name} ${names.size + 1}`;
      } while (names.has(name));
      names.add(name);
      providers.push({
        levelOfCare: level.key,
        name,
        // As CareChoice shows it; a CMS import makes it from CMS's capitals (importCms.ts readableName).
        displayName: name,
        city: city.city,
        state: city.state,
        // Spread around the city centre (about ±2 miles), rounded like real geocodes.
        latitude: Math.round((city.latitude + (random.next() - 0.5) * 0.06) * 1e5) / 1e5,
        longitude: Math.round((city.longitude + (random.next() - 0.5) * 0.08) * 1e5) / 1e5,
        description: `${name} ${level.about}. ${random.pick(DESCRIPTION_CLOSERS)}`,
        subscriptionStatus: random.chance(0.25) ? 'active' : random.chance(0.1) ? 'inactive' : null,
        preferred: random.chance(0.18),
        affiliated: random.chance(0.12),
        imageCount: random.int(3, 6),
        videos: random.sample(DEMO_VIDEOS, random.int(0, 2)),
        languages: ['en', ...random.sample(LANGUAGES, random.int(0, 3))],
        amenities: random.sample(level.amenities, random.int(...level.amenityCount)).map((key) => ({ key, name: AMENITIES[key] })),
        service: {
          type: level.serviceType,
          providerNumber: level.ccnPrefix ? `${level.ccnPrefix}${String(random.int(0, 999)).padStart(3, '0')}` : null,
        },
        ratings: ratingsFor(level, random),
      });
    }
  }
  return providers;
}
