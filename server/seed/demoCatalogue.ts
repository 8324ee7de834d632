import { AMENITY_NAMES, type AmenityKey } from '../../src/i18n/en.amenities';

/**
 * The words the demo providers are made of. Nothing here is a real provider; the cities they sit in are real.
 */
export interface LevelPlan {
  key: string;
  serviceType: string;
  count: number;
  patterns: readonly string[];
  /** First digits of the 6-digit CMS certification number (Ohio = 36), or null when CMS does not certify it. */
  ccnPrefix: string | null;
  ratings: 'nursing' | 'homeHealth' | null;
  about: string;
  /** The non-medical services this kind of provider can offer: a home health agency has no dining room. */
  amenities: readonly AmenityKey[];
  /** How many of them each provider lists, at least and at most. */
  amenityCount: readonly [number, number];
}

/** Non-medical services ("amenities"), by key: named in the family's catalogue, so translated with it. */
export const AMENITIES = AMENITY_NAMES;

/** What a residential facility (nursing home, assisted living, retirement community) may offer. */
const FACILITY: readonly AmenityKey[] = [
  'private_rooms', 'wifi', 'cable_tv', 'chapel', 'salon', 'pet_friendly', 'garden', 'transportation', 'therapy_gym', 'dining',
  'activities', 'family_lounge', 'laundry', 'kosher',
];

export const LEVELS: readonly LevelPlan[] = [
  {
    key: 'skilled_nursing',
    serviceType: 'SKILLED_NURSING',
    count: 40,
    patterns: ['{A} Health & Rehabilitation Center', '{A} Care Center', '{A} Nursing & Rehabilitation', 'The Gardens at {A}', '{A} Manor'],
    ccnPrefix: '365',
    ratings: 'nursing',
    about: 'offers 24-hour skilled nursing, short-term rehabilitation after a hospital stay, and long-term care',
    amenities: [...FACILITY],
    amenityCount: [4, 9],
  },
  {
    key: 'home_healthcare',
    serviceType: 'HOME_HEALTHCARE',
    count: 25,
    patterns: ['{A} Home Health', '{A} Visiting Nurses', '{A} Home Care Partners'],
    ccnPrefix: '367',
    ratings: 'homeHealth',
    about: 'sends nurses and therapists to the home for wound care, medication management and physical therapy',
    amenities: ['caregiver_training', 'weekend_visits', 'telehealth', 'equipment', 'interpreters'],
    amenityCount: [2, 5],
  },
  {
    key: 'hospice',
    serviceType: 'HOSPICE',
    count: 15,
    patterns: ['{A} Hospice', 'Hospice of {A}', '{A} Comfort Care'],
    ccnPrefix: '361',
    ratings: null,
    about: 'provides comfort-focused care, pain management and family support at home',
    amenities: ['spiritual_care', 'bereavement', 'volunteers', 'respite', 'music_therapy', 'caregiver_training', 'on_call', 'interpreters'],
    amenityCount: [3, 6],
  },
  {
    key: 'acute_inpatient_rehab',
    serviceType: 'ACUTE_INPATIENT_REHAB',
    count: 15,
    patterns: ['{A} Rehabilitation Hospital', '{A} Institute for Rehabilitation', '{A} Rehab Center'],
    ccnPrefix: '363',
    ratings: null,
    about: 'delivers at least three hours of therapy a day after a stroke, injury or surgery',
    amenities: ['private_rooms', 'wifi', 'cable_tv', 'chapel', 'salon', 'pet_friendly', 'garden', 'therapy_gym', 'dining', 'family_lounge', 'kosher', 'interpreters'],
    amenityCount: [4, 8],
  },
  {
    key: 'ltac',
    serviceType: 'LTAC',
    count: 10,
    patterns: ['{A} Specialty Hospital', '{A} Long Term Acute Care Hospital'],
    ccnPrefix: '362',
    ratings: null,
    about: 'cares for patients who need hospital-level treatment for weeks, such as ventilator weaning',
    amenities: ['private_rooms', 'wifi', 'cable_tv', 'chapel', 'garden', 'family_lounge', 'kosher', 'interpreters'],
    amenityCount: [3, 6],
  },
  {
    key: 'in_center_dialysis',
    serviceType: 'IN_CENTER_DIALYSIS',
    count: 15,
    patterns: ['{A} Dialysis Center', '{A} Kidney Care', '{A} Dialysis'],
    ccnPrefix: '362',
    ratings: null,
    about: 'runs in-center hemodialysis three times a week, with morning, afternoon and evening chairs',
    amenities: ['wifi', 'cable_tv', 'transportation', 'family_lounge', 'interpreters', 'evening_chairs'],
    amenityCount: [2, 5],
  },
  {
    key: 'assisted_living',
    serviceType: 'ASSISTED_LIVING',
    count: 18,
    patterns: ['{A} Assisted Living', 'The Residence at {A}', '{A} Senior Living'],
    ccnPrefix: null,
    ratings: null,
    about: 'offers private apartments with help with daily activities, meals and medication reminders',
    amenities: [...FACILITY],
    amenityCount: [5, 10],
  },
  {
    key: 'ccrc',
    serviceType: 'CCRC',
    count: 12,
    patterns: ['{A} Village', '{A} Retirement Community', '{A} Commons'],
    ccnPrefix: null,
    ratings: null,
    about: 'is a continuing care retirement community with independent living, assisted living and nursing care on one campus',
    amenities: [...FACILITY],
    amenityCount: [6, 11],
  },
];

export const PLACE_WORDS = [
  'Maple Grove', 'Willow Creek', 'Scioto Valley', 'Olentangy', 'Cedar Ridge', 'Heritage', 'Autumn Woods', 'Lakeview',
  'Brookside', 'Riverbend', 'Stonebridge', 'Harmony', 'Sunrise', 'Meadowbrook', 'Oak Hill', 'Pinecrest', 'Hillside',
  'Wexford', 'Darby Creek', 'Alum Creek', 'Blendon Woods', 'Highbanks', 'Big Walnut', 'Kingsdale', 'Goodale',
  'Walden', 'Bridgewater', 'Foxfire', 'Summit', 'Clover Hill', 'Evergreen', 'Silver Birch', 'Timberlake', 'Redbud',
  'Bluebell', 'Magnolia', 'Northgate', 'Eastwood', 'Westgate', 'Southpark', 'Greenbriar', 'Laurel', 'Hawthorn',
] as const;

/** Languages spoken besides English, as BCP 47 tags: each screen names them in its own language (Intl.DisplayNames). */
export const LANGUAGES = ['es', 'so', 'ar', 'ne', 'zh', 'fr', 'ru', 'vi', 'ase'] as const;

/**
 * Short clips (8 s, H.264, with a .jpg poster each) kept in server/seed/media/videos and served at /media/videos, so
 * the demo's videos play and show thumbnails without the internet. They have the Cloudinary shape of SPEC §7: a file
 * address whose thumbnail is the same address ending in .jpg.
 */
export const DEMO_VIDEOS = [
  { title: 'Take a tour', file: 'take-a-tour' },
  { title: 'Meet our team', file: 'meet-our-team' },
  { title: 'A day with us', file: 'a-day-with-us' },
  { title: 'Our therapy program', file: 'our-therapy-program' },
].map(({ title, file }) => ({ sourceType: 'cloudinary' as const, source: `/media/videos/${file}.mp4`, title }));

export const DESCRIPTION_CLOSERS = [
  'Families are welcome to visit any day of the week.',
  'A social worker helps every patient plan the next step home.',
  'Our team meets with families within 48 hours of admission.',
  'We accept Medicare, Medicaid and most private insurance.',
  'Care plans are reviewed with the patient and family every week.',
] as const;
