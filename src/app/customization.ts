// The customization the visitor chose (theme, language), kept in local storage across visits.
import type { ThemeName } from '../domain/page-theme';
import { isLang, type Lang } from '../domain/paths';

export interface Customization {
  theme: ThemeName;
  language: Lang;
  version: string;
}

export const CUSTOMIZATION_KEY = 'vtc.customization';
export const CUSTOMIZATION_VERSION = '1.0.0';
export const PERSIST_INTERVAL_MS = 1000;

export const defaultCustomization: Customization = {
  theme: 'light',
  language: 'fr',
  version: CUSTOMIZATION_VERSION,
};

/** Stored values merged over the defaults; anything unreadable or out of range is ignored. */
export function loadCustomization(storage: Pick<Storage, 'getItem'> | undefined): Customization {
  let stored: Record<string, unknown> = {};
  try {
    const raw = storage?.getItem(CUSTOMIZATION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      stored = parsed as Record<string, unknown>;
    }
  } catch {
    stored = {};
  }
  return {
    ...defaultCustomization,
    ...(stored.theme === 'light' || stored.theme === 'dark' ? { theme: stored.theme } : {}),
    ...(isLang(stored.language) ? { language: stored.language } : {}),
  };
}

/**
 * Writes the latest value at most once per interval: the first change is written at once,
 * later ones within the interval are coalesced into one trailing write.
 */
export function createThrottledWriter(
  storage: Pick<Storage, 'setItem'> | undefined,
  intervalMs = PERSIST_INTERVAL_MS,
  clock: { now(): number; setTimeout(fn: () => void, ms: number): unknown } = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  },
) {
  let lastWrite = -Infinity;
  let pending: Customization | null = null;
  let timer: unknown = null;

  const write = (value: Customization) => {
    lastWrite = clock.now();
    try {
      storage?.setItem(CUSTOMIZATION_KEY, JSON.stringify(value));
    } catch {
      // Private mode or a full disk: the choice still holds for this visit.
    }
  };

  const flush = () => {
    timer = null;
    if (pending) {
      const value = pending;
      pending = null;
      write(value);
    }
  };

  return {
    schedule(value: Customization) {
      const wait = lastWrite + intervalMs - clock.now();
      if (wait <= 0 && timer === null) {
        write(value);
        return;
      }
      pending = value;
      if (timer === null) timer = clock.setTimeout(flush, Math.max(wait, 0));
    },
    flush,
  };
}
