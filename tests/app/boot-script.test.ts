// The boot script written into every page (src/boot.js): what it starts once the first frame is drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intlLocale } from '../../src/i18n/i18n';

const boot = readFileSync(join(process.cwd(), 'src/boot.js'), 'utf8');

function runBootOn(path: string, preload: string[] = []) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<script id="app-code" type="application/json">${JSON.stringify({ entry: '/assets/index.js', preload })}</script>`;
  new Function(boot)();
}

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((element) => element.remove());
    delete window.appCodePreloaded;
  });

  it('adds the module preloads of the page a few per task, and tells the app once they are all in', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
    const preload = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    const links = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    runBootOn('/fr/booking', preload);
    vi.advanceTimersToNextTimer(); // the first frame
    vi.advanceTimersToNextTimer(); // the code starts, with the first links
    expect(links()).toEqual(preload.slice(0, 2));
    let settled = false;
    void window.appCodePreloaded?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual(preload.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(links()).toEqual(preload);
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  /** Worker stands in for the browser's: the workers made, with their code (the page's blob) and messages. */
  function stubWorkers() {
    const blobs = new Map<string, Blob>();
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:http://localhost/${next++}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    const workers: { code: Promise<string> | undefined; messages: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        messages: unknown[] = [];
        constructor(url: string) {
          workers.push({ code: blobs.get(url)?.text(), messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    return workers;
  }

  it.each(['fr', 'en', 'ar'] as const)(
    'has a worker load the formatting data in the locale the %s app formats with, once the code starts, and makes no format itself',
    (lang) => {
      vi.useFakeTimers();
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
      const workers = stubWorkers();
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');

      runBootOn(`/${lang}/fleet`);
      vi.advanceTimersToNextTimer(); // the first frame
      expect(workers).toEqual([]);
      vi.advanceTimersToNextTimer(); // the code starts
      expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('src', '/assets/index.js');
      expect(workers).toHaveLength(1);
      expect(workers[0]!.messages).toEqual([intlLocale[lang]]);
      vi.runAllTimers();
      expect(numberFormat).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    },
  );

  it('starts the code all the same where a policy refuses the worker', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/0');
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the content security policy', 'SecurityError');
        }
      },
    );
    runBootOn('/fr');
    vi.runAllTimers();
    expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('src', '/assets/index.js');
    vi.unstubAllGlobals();
  });

  it("has the worker format a price and a date in the locale it is given, then end, off the page's thread", async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
    const workers = stubWorkers();
    runBootOn('/ar');
    vi.runAllTimers();
    vi.useRealTimers();
    const code = await workers[0]?.code;
    expect(code).toMatch(/^self\.onmessage = function/);

    const scope: { onmessage?: (event: { data: string }) => void; close: () => void } = { close: vi.fn() };
    const locales: unknown[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale?: unknown, options?: Intl.NumberFormatOptions) {
      locales.push(['number', locale]);
      return new NumberFormat(locale as string, options);
    } as unknown as typeof Intl.NumberFormat);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale?: unknown, options?: Intl.DateTimeFormatOptions) {
      locales.push(['date', locale]);
      return new DateTimeFormat(locale as string, options);
    } as unknown as typeof Intl.DateTimeFormat);
    new Function('self', code!)(scope);
    expect(locales).toEqual([]);
    scope.onmessage!({ data: 'ar-TN' });
    expect(locales).toEqual([
      ['number', 'ar-TN'],
      ['date', 'ar-TN'],
    ]);
    expect(scope.close).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  describe('where the browser tells of its paints', () => {
    let deliver: ((names: string[]) => void) | undefined;
    beforeEach(() => {
      vi.useFakeTimers();
      deliver = undefined;
      class PaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
          deliver = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        }
        observe() {}
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', PaintObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');

    it('starts the code after the first contentful paint, not after a blank first paint', () => {
      runBootOn('/fr');
      vi.advanceTimersByTime(1000);
      expect(entry()).toBeUndefined();
      deliver!(['first-paint']);
      vi.advanceTimersByTime(1000);
      expect(entry()).toBeUndefined();
      deliver!(['first-contentful-paint']);
      vi.advanceTimersToNextTimer();
      expect(entry()).toBe('/assets/index.js');
    });

    it('starts the code all the same when no paint is told within three seconds', () => {
      runBootOn('/fr');
      vi.advanceTimersByTime(2999);
      expect(entry()).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(entry()).toBe('/assets/index.js');
      deliver!(['first-contentful-paint']);
      vi.runAllTimers();
      expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    });
  });
});

