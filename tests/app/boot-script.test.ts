// The boot script written into every page (src/boot.js): what it starts once the first frame is drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlLocale } from '../../src/i18n/i18n';

const boot = readFileSync(join(process.cwd(), 'src/boot.js'), 'utf8');

function runBootOn(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<script id="app-code" type="application/json">${JSON.stringify({ entry: '/assets/index.js', preload: [] })}</script>`;
  new Function(boot)();
}

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.querySelectorAll('script[type="module"]').forEach((script) => script.remove());
  });

  it.each(['fr', 'en', 'ar'] as const)(
    'makes a first number format in the locale the %s app formats with, in a task of its own after the code has started',
    (lang) => {
      vi.useFakeTimers();
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
      const locales: unknown[] = [];
      const NumberFormat = Intl.NumberFormat;
      vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale?: unknown, options?: Intl.NumberFormatOptions) {
        locales.push(locale);
        return new NumberFormat(locale as string, options);
      } as unknown as typeof Intl.NumberFormat);

      runBootOn(`/${lang}/fleet`);
      vi.advanceTimersToNextTimer(); // the first frame
      vi.advanceTimersToNextTimer(); // the code starts
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
      expect(locales).toEqual([]);
      vi.runAllTimers();
      expect(locales).toEqual([intlLocale[lang]]);
    },
  );
});
