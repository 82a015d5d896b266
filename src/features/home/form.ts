// The home page's search widget (SPEC 2.4 'Home sections', 3 'Reservation search state', 9 'Airport
// widget', 'Tour widget'): its choices, the checks made before searching, and the booking wizard's
// starting values a search becomes.

import { PASSENGERS_MAX, PASSENGERS_MIN } from '../../domain/booking-limits';
import type { BookingPrefill, WizardService } from '../../domain/public-booking';
import { isIsoDate, parseTime } from '../../domain/time';

/** The widget's three tabs. */
export const SEARCH_SERVICES = ['airport', 'tours', 'organized'] as const;
export type HomeSearchService = (typeof SEARCH_SERVICES)[number];

/** The wizard's service each tab opens (the organized tour is the wizard's shared tour). */
export const WIZARD_SERVICE_OF: Record<HomeSearchService, WizardService> = {
  airport: 'airport',
  tours: 'tours',
  organized: 'shared',
};

/** SPEC 9: how long 'Réserver' searches before the wizard opens. */
export const SEARCH_DELAY_MS = 800;
/** SPEC 9: the driver waits this long after landing, free. */
export const FREE_WAITING_MINUTES = 15;

// ---- SPEC 9's option lists: stored values here, the words in the home feature ----

export const AIRPORTS = ['tunis-carthage', 'monastir', 'djerba-zarzis', 'enfidha-hammamet'] as const;
export type Airport = (typeof AIRPORTS)[number];
/** The IATA code shown beside each airport's name. */
export const AIRPORT_CODES: Record<Airport, string> = {
  'tunis-carthage': 'TUN',
  monastir: 'MIR',
  'djerba-zarzis': 'DJE',
  'enfidha-hammamet': 'NBE',
};

export const AIRPORT_PASSENGERS = ['1', '2', '3', '4+'] as const;
export const TOUR_TYPES = ['sidi-bou-said', 'sahara', 'kairouan', 'dougga', 'custom'] as const;
export type TourType = (typeof TOUR_TYPES)[number];
export const TOUR_DURATIONS = ['half-day', '1', '2', '3', '4+'] as const;
export type TourDuration = (typeof TOUR_DURATIONS)[number];
export const TOUR_PARTICIPANTS = ['1', '2', '3-4', '5-8'] as const;
export const GROUP_SIZES = ['10', '20', '30', '50', '50+'] as const;
export type GroupSize = (typeof GROUP_SIZES)[number];

// ---- The search itself (the shape of SPEC 3's reservation state) ----

export interface AirportSearch {
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  pickupTime: string;
  passengers: string;
  flightNumber: string;
}

export interface TourSearch {
  tourType: string;
  startDate: string;
  duration: string;
  participants: string;
  hotel: string;
  specialRequests: string;
}

export interface OrganizedSearch {
  groupName: string;
  groupSize: string;
  pickupPoint: string;
  destination: string;
  departureDate: string;
  departureTime: string;
  returnDate: string;
  specialNeeds: string;
}

export interface HomeSearch {
  selectedService: HomeSearchService;
  airportData: AirportSearch;
  tourData: TourSearch;
  organizedData: OrganizedSearch;
}

export type SearchDataOf = {
  airport: AirportSearch;
  tours: TourSearch;
  organized: OrganizedSearch;
};

// ---- Checks before searching: only what is typed and wrong; the wizard asks for what is missing ----

export type SearchIssue = 'timeInvalid' | 'datePast' | 'dateInvalid' | 'returnBeforeDeparture';

const DATE_FIELDS = ['pickupDate', 'startDate', 'departureDate', 'returnDate'] as const;
const TIME_FIELDS = ['pickupTime', 'departureTime'] as const;
type CheckedField = (typeof DATE_FIELDS)[number] | (typeof TIME_FIELDS)[number];
export type SearchIssues = Partial<Record<CheckedField, SearchIssue>>;

/** The problems of one tab's values, one per field; `today` is the visitor's date, 'YYYY-MM-DD'. */
export function checkSearch<S extends HomeSearchService>(data: SearchDataOf[S], today: string): SearchIssues {
  const values = data as unknown as Record<string, string | undefined>;
  const issues: SearchIssues = {};
  for (const field of DATE_FIELDS) {
    const date = values[field]?.trim();
    if (!date) continue;
    if (!isIsoDate(date)) issues[field] = 'dateInvalid';
    else if (date < today) issues[field] = 'datePast';
  }
  for (const field of TIME_FIELDS) {
    const time = values[field]?.trim();
    if (time && parseTime(time) === null) issues[field] = 'timeInvalid';
  }
  const departure = values.departureDate?.trim();
  const back = values.returnDate?.trim();
  if (!issues.returnDate && departure && back && isIsoDate(departure) && back < departure) {
    issues.returnDate = 'returnBeforeDeparture';
  }
  return issues;
}

// ---- A search made into the wizard's starting values ----

/** What the wizard has no field for: written into its special requests, in the visitor's language. */
export type SearchNote =
  | { kind: 'tourType'; value: string }
  | { kind: 'duration'; value: string }
  | { kind: 'participants'; value: string }
  | { kind: 'groupName'; value: string }
  | { kind: 'groupSize'; value: string }
  | { kind: 'destination'; value: string }
  | { kind: 'returnDate'; value: string };

const SPECIAL_REQUESTS_MAX = 2000;

/**
 * The passengers a choice stands for: its smallest number ('3-4' is 3, '4+' is 4), within the
 * wizard's 1-8; undefined when it says nothing usable.
 */
export function passengersOf(choice: string): number | undefined {
  const n = Number(/^\s*(\d+)/.exec(choice)?.[1]);
  return Number.isInteger(n) && n >= PASSENGERS_MIN && n <= PASSENGERS_MAX ? n : undefined;
}

/**
 * The wizard's starting values for the chosen tab: what the visitor typed goes to the matching
 * field (hotel and pickup point are the pickup location, the start or departure date the pickup
 * date), the rest is written, through `describe`, at the top of the special requests. Empty fields
 * are left out, so they do not wipe what the wizard kept from an earlier visit.
 */
export function searchToPrefill(search: HomeSearch, describe: (note: SearchNote) => string): BookingPrefill {
  const prefill: BookingPrefill = { serviceType: WIZARD_SERVICE_OF[search.selectedService] };
  const notes: SearchNote[] = [];
  const own: string[] = [];
  const set = (key: 'pickupLocation' | 'dropoffLocation' | 'pickupDate' | 'flightNumber', value: string) => {
    const text = value.trim();
    if (text) prefill[key] = text;
  };
  const setTime = (value: string) => {
    const text = value.trim();
    if (text) prefill.pickupTime = parseTime(text) ?? text;
  };
  const note = (kind: SearchNote['kind'], value: string) => {
    const text = value.trim();
    if (text) notes.push({ kind, value: text });
  };

  switch (search.selectedService) {
    case 'airport': {
      const data = search.airportData;
      set('pickupLocation', data.pickupLocation);
      set('dropoffLocation', data.dropoffLocation);
      set('pickupDate', data.pickupDate);
      setTime(data.pickupTime);
      set('flightNumber', data.flightNumber);
      const passengers = passengersOf(data.passengers);
      if (passengers !== undefined) prefill.passengers = passengers;
      break;
    }
    case 'tours': {
      const data = search.tourData;
      set('pickupLocation', data.hotel);
      set('pickupDate', data.startDate);
      note('tourType', data.tourType);
      note('duration', data.duration);
      const passengers = passengersOf(data.participants);
      if (passengers !== undefined) prefill.passengers = passengers;
      // A range ('3-4') is told to the office as it was chosen; the wizard takes its smallest number.
      if (data.participants.includes('-')) note('participants', data.participants);
      own.push(data.specialRequests.trim());
      break;
    }
    case 'organized': {
      const data = search.organizedData;
      set('pickupLocation', data.pickupPoint);
      set('pickupDate', data.departureDate);
      setTime(data.departureTime);
      // The wizard's shared tour asks for no drop-off and seats up to 8: the rest goes in the requests.
      note('groupName', data.groupName);
      note('groupSize', data.groupSize);
      note('destination', data.destination);
      note('returnDate', data.returnDate);
      own.push(data.specialNeeds.trim());
      break;
    }
  }

  const requests = [notes.map(describe).join('\n'), ...own].filter(Boolean).join('\n\n');
  if (requests) prefill.specialRequests = requests.slice(0, SPECIAL_REQUESTS_MAX);
  return prefill;
}

/** The visitor's calendar date, 'YYYY-MM-DD' (not UTC: at 00:30 in Paris it is already tomorrow). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
