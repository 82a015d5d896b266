// All app-wide atoms live here: the only module that imports jotai.
import { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { Lang } from '../domain/paths';
import type { BookingPrefill } from '../domain/public-booking';
import type { BackendMode } from '../sync/auth-backend';
import type { SessionRuntime } from '../sync/session-runtime';
import type { Session } from '../sync/session-store';
import type { SyncStatus } from '../sync/status';
import {
  createThrottledWriter,
  defaultCustomization,
  loadCustomization,
  type Customization,
} from './customization';
import { themeCookie, type ThemeName } from '../domain/page-theme';

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

export const appStore = createStore();
export type AppStore = typeof appStore;

export const customizationAtom = atom<Customization>(loadCustomization(storage));

const writer = createThrottledWriter(storage);
/**
 * The theme the cookie holds, for the boot script or the server to paint the next page in: the page
 * was painted in it (src/domain/page-theme.ts), so it is known without asking the browser for the
 * cookie, a wait on its network process while the page loads (a theme chosen before the cookie
 * existed is written at once).
 */
let cookieTheme = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-mantine-color-scheme');
const keepThemeCookie = () => {
  const { theme } = appStore.get(customizationAtom);
  if (typeof document === 'undefined' || cookieTheme === theme) return;
  document.cookie = themeCookie(theme);
  cookieTheme = theme;
};
keepThemeCookie();
appStore.sub(customizationAtom, () => {
  writer.schedule(appStore.get(customizationAtom));
  keepThemeCookie();
});
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => writer.flush());

export const themeAtom = atom(
  (get) => get(customizationAtom).theme,
  (get, set, theme: ThemeName) => set(customizationAtom, { ...get(customizationAtom), theme }),
);

export const languageAtom = atom(
  (get) => get(customizationAtom).language,
  (get, set, language: Lang) => set(customizationAtom, { ...get(customizationAtom), language }),
);

/**
 * A store for one page rendered on the server: the defaults (light theme), in the page's language.
 * The browser's store starts the same way when it hydrates that page (see main.tsx).
 */
export function createPageStore(language: Lang): AppStore {
  const store = createStore();
  store.set(customizationAtom, { ...defaultCustomization, language });
  return store;
}

export const resetCustomizationAtom = atom(null, (_get, set) =>
  set(customizationAtom, { ...defaultCustomization }),
);

/** The browser's install offer (Chromium's `beforeinstallprompt`), kept until used. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** Set when a new service worker waits: calling it activates that version and reloads. */
  applyUpdate: (() => void) | null;
  installPrompt: InstallPromptEvent | null;
}

export const pwaAtom = atom<PwaState>({ applyUpdate: null, installPrompt: null });

/** Who is signed in on this device: 'loading' until the stored session has been read at start. */
export type SessionState =
  | { status: 'loading' }
  /** `byUser`: after Logout, which leads to the sign-in page without a way back. */
  | { status: 'signed-out'; byUser?: boolean }
  | {
      status: 'signed-in';
      session: Session;
      /** The server refused the session's token: sign in again to send what waits (nothing is lost). */
      needsSignIn?: boolean;
    };

export const sessionAtom = atom<SessionState>({ status: 'loading' });

/** The signed-in staff session, or null (nobody, or a customer). */
export const staffSessionAtom = atom((get) => {
  const state = get(sessionAtom);
  return state.status === 'signed-in' && state.session.kind === 'staff' ? state.session : null;
});

/** The sync engine's status, or null until the engine has started (or when there is no server). */
export const syncStatusAtom = atom<SyncStatus | null>(null);

/**
 * The signed-in staff member must sign in again before anything can be sent: the server refused the
 * token, or the sign-in was checked on this device only and there is no token to send.
 */
export const needsSignInAtom = atom((get) => {
  const state = get(sessionAtom);
  if (state.status !== 'signed-in' || state.session.kind !== 'staff' || state.session.standalone) return false;
  const status = get(syncStatusAtom);
  return Boolean(state.needsSignIn) || status?.state === 'unauthorized' || (status?.online === true && !state.session.token);
});

/** Whether a sync server answers: 'unknown' until probed at start. */
export const backendModeAtom = atom<BackendMode | 'unknown'>('unknown');

/** What screens may ask of the running sync engine (Sync now, receipts, conflicts); null until it runs. */
export const syncControlAtom = atom<SessionRuntime | null>(null);

// ---- The visitor's trip, carried from screen to screen (SPEC 3), kept for the browser tab ----

const tabStorage = <T,>() =>
  createJSONStorage<T>(() => (typeof sessionStorage === 'undefined' ? (undefined as unknown as Storage) : sessionStorage));

/** The home page's search widget: one tab per service (SPEC 3 'Reservation search state'). */
export type SearchService = 'airport' | 'tours' | 'organized';

export interface ReservationState {
  selectedService: SearchService;
  airportData: {
    pickupLocation: string;
    dropoffLocation: string;
    pickupDate: string;
    pickupTime: string;
    passengers: string;
    flightNumber: string;
  };
  tourData: {
    tourType: string;
    startDate: string;
    duration: string;
    participants: string;
    hotel: string;
    specialRequests: string;
  };
  organizedData: {
    groupName: string;
    groupSize: string;
    pickupPoint: string;
    destination: string;
    departureDate: string;
    departureTime: string;
    returnDate: string;
    specialNeeds: string;
  };
  isSearching: boolean;
  /** Epoch milliseconds of the last change, null while untouched. */
  lastUpdated: number | null;
}

export const defaultReservation: ReservationState = {
  selectedService: 'airport',
  airportData: { pickupLocation: '', dropoffLocation: '', pickupDate: '', pickupTime: '', passengers: '1', flightNumber: '' },
  tourData: { tourType: '', startDate: '', duration: '1', participants: '2', hotel: '', specialRequests: '' },
  organizedData: {
    groupName: '',
    groupSize: '10',
    pickupPoint: '',
    destination: '',
    departureDate: '',
    departureTime: '',
    returnDate: '',
    specialNeeds: '',
  },
  isSearching: false,
  lastUpdated: null,
};

/**
 * Kept for the tab, so a reload or a trip to another page does not lose what was typed; RESET clears
 * it. Read from storage once mounted (not at start), so that a hydrated page first shows the server's
 * markup.
 */
export const reservationAtom = atomWithStorage<ReservationState>('vtc.reservation', defaultReservation, tabStorage());

/**
 * What the next opening of the booking wizard starts from (set by the home search, a vehicle's or a
 * tour's page just before they navigate); the wizard takes it once and clears it.
 */
export const bookingPrefillAtom = atom<BookingPrefill | null>(null);

/** SPEC 3 'Selected vehicle': the vehicle chosen on its page, kept in session storage. */
export interface SelectedVehicle {
  vehicleId: string;
  vehicleName: string;
  pricePerHour: string;
}

const SELECTED_VEHICLE_KEY = 'selected-vehicle';
const selectedVehicleStorage = tabStorage<SelectedVehicle | null>();
export const selectedVehicleAtom = atomWithStorage<SelectedVehicle | null>(SELECTED_VEHICLE_KEY, null, selectedVehicleStorage);

/**
 * The vehicle this tab keeps, read from its storage at once (the atom shows it only once mounted,
 * after the server's markup is hydrated). null on the server.
 */
export function keptSelectedVehicle(): SelectedVehicle | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : selectedVehicleStorage.getItem(SELECTED_VEHICLE_KEY, null);
  } catch {
    return null; // storage switched off: nothing kept
  }
}

export { Provider as StateProvider, RESET, useAtom, useAtomValue, useSetAtom };
