/** Great-circle distance (SPEC §9): earth radius factor 3961 miles / 6373 km, rounded to 3 decimals. */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_MILES = 3961;
const EARTH_KM = 6373;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

// Haversine: stays accurate for the short distances between a hospital and nearby providers.
function greatCircle(a: Point, b: Point, radius: number): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(radius * 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)) * 1000) / 1000;
}

export const distanceMiles = (a: Point, b: Point) => greatCircle(a, b, EARTH_MILES);
export const distanceKm = (a: Point, b: Point) => greatCircle(a, b, EARTH_KM);

/** Shown to the family rounded up to whole miles, so a provider is never nearer than it looks. */
export const displayMiles = (miles: number) => Math.ceil(miles);
