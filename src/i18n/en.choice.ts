import { AMENITY_NAMES } from './en.amenities';
import { localized } from './language';

/** Strings of the dashboard and the choice flow (part of the English catalogue, see en.ts). */
export const choiceEn = localized('choice', {
  dashboard: {
    loading: 'Loading your patient services…',
    failed: 'We could not load your patient services.',
    retry: 'Try again',
    options: (count: number) => (count === 1 ? '1 Option' : `${count} Options`),
    completed: 'Completed',
    viewOptions: 'View Options',
    reviewChoices: 'Review Choices',
    allSet: (name: string) => `${name} is all set!`,
    allSetText: 'Your discharge planner can now see your choices and will be in touch about next steps.',
    empty: 'Your hospital has not added any services yet. Your discharge planner will let you know when there is something to choose.',
    intro: 'Choose a service to compare the providers your hospital offers, save your favorites and rank them.',
    choicesFor: (patient: string, hospital: string) => `Choices for ${patient} from ${hospital}`,
  },
  list: {
    loading: 'Loading the providers…',
    failed: 'We could not load these providers.',
    retry: 'Try again',
    notFound: 'We could not find this list of providers. It may have been replaced, or the link is not complete.',
    toServices: 'Go to Patient Services',
    leaveQuestion: (count: number) =>
      count === 1 ? 'You have 1 provider saved. Leave and clear it?' : `You have ${count} providers saved. Leave and clear them?`,
    stay: 'Stay',
    leave: 'Leave',
    back: 'Patient Services',
    filter: 'Filter',
    mapView: 'Map View',
    gridView: 'Grid View',
    learnMore: 'Learn More',
    saveProvider: (name: string) => `Save ${name}`,
    /** The heart's visible label (its accessible name is saveProvider; checked once saved). */
    heartSave: 'Save',
    heartSaved: 'Saved',
    chooseAll: 'Please choose all of the options below that you would like to rank, then click Continue',
    saved: (count: number) => (count === 1 ? 'You have 1 provider saved' : `You have ${count} providers saved`),
    continue: 'Continue',
    miles: (miles: number) => (miles === 1 ? '1 mile' : `${miles} miles`),
    affiliated: 'Affiliated',
    distancesFrom: (place: string) => `Distances from ${place}`,
    /** The preferred label of a hospital that kept CareChoice's default word for it. */
    preferred: 'Preferred',
    /** The tag of a provider the family's hospital has a financial interest in (its words are on the provider's page). */
    financialInterest: 'Financial interest',
    notMatching: 'Does not match your filters',
    count: (shown: number, total: number) => (shown === total ? `${total} providers` : `${shown} of ${total} providers match your filters`),
    onlyMatches: 'Show only matches',
    noMatches: 'No provider matches your filters. Change them with Filter, or turn off “Show only matches”.',
    /** The list of cards, as screen readers name it (a feed: Page Down and Page Up move between its cards). */
    feedLabel: 'Providers',
  },
  filters: {
    title: 'Filter',
    location: 'Location',
    changeLocation: 'Change Location',
    hideLocation: 'Done',
    searchPlaceholder: 'Search Zipcode or City',
    searchLabel: 'Search for a ZIP code or city',
    setTo: (name: string) => `Set to ${name}`,
    noResults: 'No places found',
    sort: 'Sort By',
    minRating: 'Minimum Medicare Rating',
    close: 'Show Providers',
    closeDrawer: 'Close filters',
  },
  provider: {
    allOptions: 'All Options',
    save: 'Save',
    saved: 'Saved Listing',
    mapView: 'Map View',
    details: 'Provider Details',
    amenities: 'Amenities & Information',
    languages: 'Languages',
    videos: 'Watch Videos',
    playVideo: (title: string) => `Play ${title}`,
    previousVideo: 'Previous video',
    nextVideo: 'Next video',
    ratings: 'Medicare Ratings',
    ratingsInfo: 'About these ratings',
    cms: 'Tap for CMS data',
    viewAllPhotos: 'View all photos',
    photo: (index: number, name: string) => `${name}, photo ${index}`,
    preferredExplanation: (phrase: string, hospital: string) => `${phrase} providers are recommended by ${hospital}.`,
    affiliatedExplanation: (hospital: string) => `Affiliated providers are part of the same health system as ${hospital}.`,
    /** The hospital's disclosure of its financial interest in the provider (42 CFR 482.43(c)(3)), in its own words. */
    financialInterest: 'Financial interest',
    disclosedBy: (hospital: string | null) => `${hospital ?? 'Your hospital'} discloses a financial interest in this provider:`,
    ratingsExplanation:
      'Medicare (CMS) rates many care providers from 1 to 5 stars from inspections, staffing and quality measures. More stars mean better performance.',
    notFound: 'This provider is not part of this list.',
    loading: 'Loading the provider…',
    failed: 'We could not load this provider.',
  },
  map: {
    providerView: 'Provider View',
    gridView: 'Grid View',
    slider: 'Providers on the map',
    marker: (symbol: string, name: string) => `${symbol.toUpperCase()}: ${name}`,
    /** Read after the card's own text (its letter, name, city), so the button's name contains what it shows. */
    showOnMap: ', show on the map',
    region: (place: string) => `Map around ${place}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    /** The map tiles' credit, which their licence asks for. */
    credit: '© OpenStreetMap contributors',
  },
  rank: {
    title: 'Please select your top choice',
    more: 'Have any other favorites? If not press Continue',
    back: 'All Options',
    continue: 'Continue',
    /** Shown on each unranked card, and the start of its button's name ('Rank Willow Creek Manor Springfield, OH'). */
    rankAction: 'Rank',
    /** From the top of the screen to Continue in one step, however many cards lie between. */
    skipToContinue: 'Skip to Continue',
    undo: (name: string) => `Undo ranking of ${name}`,
    ranked: (rank: number) => `#${rank}`,
  },
  /** Guided sessions: who is present, before ranking. */
  presence: {
    title: 'Before you rank',
    intro: (guide: string) => `${guide} is helping you today. Please tell us who is making this choice.`,
    name: 'Your full name',
    relationship: 'Relationship to Patient',
    relationships: { fc_patient: 'Patient', fc_family: 'Family', fc_other: 'Other' },
    acknowledgementTitle: 'Acknowledgement',
    /** Kept word for word in the patient's choice record. */
    acknowledgement:
      "I acknowledge that I was given the list of providers, that I have the right to choose the care provider for the patient's post-acute care, and that the choices I rank here are my own.",
    accept: 'I have read and accept this acknowledgement',
    acceptRequired: 'Please accept the acknowledgement to continue.',
    continue: 'Continue to ranking',
    back: 'All Options',
  },
  confirm: {
    title: 'Confirm your choice(s)',
    back: 'Your Favorites',
    confirm: 'Confirm',
    intro: 'These are your choices, in order. Your discharge planner will see them once you confirm.',
  },
  saving: { title: 'Saving Choices' },
  review: {
    yourChoices: 'Your Choices',
    otherOptions: 'Other Options',
    passedOnAll: 'You passed on all options',
    back: 'Patient Services',
    /** Whose choices and for which service: a printed Review is the family's record. */
    heading: (level: string, patient: string) => `${level} choices for ${patient}`,
    completedOn: (date: string) => `Confirmed on ${date}`,
    print: 'Print',
    /** The hospital's choice record, the family's own copy (saved as a file, named without the patient). */
    downloadRecord: 'Download your choice record (PDF)',
  },
  /** Non-medical services, by key; a provider's own service (a key not listed) keeps the name it was given. */
  amenityNames: AMENITY_NAMES,
  /** Languages Intl.DisplayNames does not name, by BCP 47 tag. */
  languageNames: { ase: 'American Sign Language' },
} as const);
