import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMIZATION_KEY,
  createThrottledWriter,
  defaultCustomization,
  loadCustomization,
} from '../../src/app/customization';
import { THEME_COOKIE, themeCookie, themeInCookie } from '../../src/domain/page-theme';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(CUSTOMIZATION_KEY, initial);
  const writes: string[] = [];
  return {
    writes,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(value);
      data.set(key, value);
    },
  };
}

function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) timer.fn();
        else timers.push(timer);
      }
    },
  };
}

describe('persisted customization', () => {
  it('starts from the defaults: light, French, version 1.0.0', () => {
    expect(loadCustomization(memoryStorage())).toEqual({ theme: 'light', language: 'fr', version: '1.0.0' });
  });

  it('merges what was stored over the defaults and ignores what it cannot use', () => {
    expect(loadCustomization(memoryStorage('{"theme":"dark"}'))).toEqual({ ...defaultCustomization, theme: 'dark' });
    expect(loadCustomization(memoryStorage('{"theme":"purple","language":"de"}'))).toEqual(defaultCustomization);
    expect(loadCustomization(memoryStorage('not json'))).toEqual(defaultCustomization);
    expect(loadCustomization(memoryStorage('["dark"]'))).toEqual(defaultCustomization);
    expect(loadCustomization(undefined)).toEqual(defaultCustomization);
  });

  it('writes at most once per second, and always ends with the latest value', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const writer = createThrottledWriter(storage, 1000, clock);

    writer.schedule({ ...defaultCustomization, theme: 'dark' });
    expect(storage.writes).toHaveLength(1);

    clock.advance(100);
    writer.schedule({ ...defaultCustomization, language: 'en' });
    clock.advance(100);
    writer.schedule({ ...defaultCustomization, language: 'ar' });
    expect(storage.writes).toHaveLength(1);

    clock.advance(799);
    expect(storage.writes).toHaveLength(1);
    clock.advance(1);
    expect(storage.writes).toHaveLength(2);
    expect(JSON.parse(storage.writes[1]!)).toMatchObject({ language: 'ar' });

    clock.advance(5000);
    expect(storage.writes).toHaveLength(2);
  });

  it('flushes a pending value at once when the page is hidden', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const writer = createThrottledWriter(storage, 1000, clock);
    writer.schedule({ ...defaultCustomization, theme: 'dark' });
    writer.schedule({ ...defaultCustomization, theme: 'light' });
    writer.flush();
    expect(storage.writes.map((w) => JSON.parse(w).theme)).toEqual(['dark', 'light']);
  });
});

describe('app state', () => {
  it('can reset the customization to its defaults', async () => {
    const { appStore, themeAtom, languageAtom, customizationAtom, resetCustomizationAtom } = await import(
      '../../src/app/state'
    );
    appStore.set(themeAtom, 'dark');
    appStore.set(languageAtom, 'ar');
    expect(appStore.get(customizationAtom)).toMatchObject({ theme: 'dark', language: 'ar' });
    appStore.set(resetCustomizationAtom);
    expect(appStore.get(customizationAtom)).toEqual(defaultCustomization);
  });
});

describe('the theme cookie', () => {
  afterEach(() => {
    document.cookie = `${THEME_COOKIE}=; path=/; max-age=0`;
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('is read back from a cookie line, among others', () => {
    expect(themeInCookie('a=1; vtc-theme=dark; b=2')).toBe('dark');
    expect(themeInCookie('vtc-theme=light')).toBe('light');
    expect(themeInCookie('my-vtc-theme=dark; vtc-theme=blue')).toBeNull();
    expect(themeInCookie('')).toBeNull();
    expect(themeCookie('dark')).toMatch(/^vtc-theme=dark; path=\/; max-age=\d+; SameSite=Lax$/);
  });

  /**
   * The boot script as written into the page. Its code loader waits for a paint (or 3 s): its timers
   * are fake and dropped, so that none fires after the test, once its document is gone.
   */
  function runBootScript() {
    vi.useFakeTimers();
    try {
      new Function(readFileSync(join(process.cwd(), 'src/boot.js'), 'utf8'))();
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  }

  it('follows the theme chosen, and the boot script paints the next page with it', async () => {
    const { appStore, themeAtom } = await import('../../src/app/state');
    appStore.set(themeAtom, 'dark');
    expect(themeInCookie(document.cookie)).toBe('dark');
    // The boot script as written into the page, which reads the cookie only (not local storage).
    localStorage.clear();
    runBootScript();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    appStore.set(themeAtom, 'light');
    expect(themeInCookie(document.cookie)).toBe('light');
  });

  it('is not read by the boot script of a page the server painted in its theme', () => {
    document.cookie = themeCookie('light');
    const root = document.documentElement;
    root.setAttribute('data-mantine-color-scheme', 'dark');
    let reads = 0;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads++;
        return cookie.get!.call(this);
      },
      set(value: string) {
        cookie.set!.call(this, value);
      },
    });
    try {
      runBootScript();
      expect(reads).toBe(0);
      expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
      // A page that does not say (the app shell, a kept copy) is painted in the cookie's.
      root.removeAttribute('data-mantine-color-scheme');
      runBootScript();
      expect(reads).toBe(1);
      expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
