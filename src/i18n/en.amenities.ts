/**
 * The non-medical services ("amenities") CareChoice knows by key, in English: the words the demo providers are
 * stored with, and the choice catalogue's, translated by key (es.choice.ts). A service with a key not listed here
 * is shown with the name its provider gave it.
 */
export const AMENITY_NAMES = {
  private_rooms: 'Private Rooms',
  wifi: 'Wi-Fi',
  cable_tv: 'Cable TV',
  chapel: 'Chapel',
  salon: 'Beauty Salon',
  pet_friendly: 'Pet Friendly',
  garden: 'Garden & Courtyard',
  transportation: 'Transportation to Appointments',
  therapy_gym: 'Therapy Gym',
  dining: 'Restaurant-Style Dining',
  activities: 'Daily Activities',
  family_lounge: 'Family Lounge',
  laundry: 'Laundry Service',
  kosher: 'Kosher Meals',
  caregiver_training: 'Family Caregiver Training',
  weekend_visits: 'Evening & Weekend Visits',
  telehealth: 'Telehealth Check-Ins',
  equipment: 'Help Arranging Medical Equipment',
  interpreters: 'Interpreter Services',
  spiritual_care: 'Spiritual Care',
  bereavement: 'Bereavement Support for Families',
  volunteers: 'Volunteer Companions',
  respite: 'Respite for Caregivers',
  music_therapy: 'Music Therapy',
  on_call: 'Nurse On Call 24/7',
  evening_chairs: 'Evening Treatment Shifts',
} as const;

export type AmenityKey = keyof typeof AMENITY_NAMES;
