// All app-wide atoms live here: the only module that imports jotai.
import { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai';
import type { Lang } from '../domain/paths';
import {
  createThrottledWriter,
  defaultCustomization,
  loadCustomization,
  type Customization,
  type ThemeName,
} from './customization';

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

export const appStore = createStore();

export const customizationAtom = atom<Customization>(loadCustomization(storage));

const writer = createThrottledWriter(storage);
appStore.sub(customizationAtom, () => writer.schedule(appStore.get(customizationAtom)));
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => writer.flush());

export const themeAtom = atom(
  (get) => get(customizationAtom).theme,
  (get, set, theme: ThemeName) => set(customizationAtom, { ...get(customizationAtom), theme }),
);

export const languageAtom = atom(
  (get) => get(customizationAtom).language,
  (get, set, language: Lang) => set(customizationAtom, { ...get(customizationAtom), language }),
);

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

export { Provider as StateProvider, useAtom, useAtomValue, useSetAtom };
