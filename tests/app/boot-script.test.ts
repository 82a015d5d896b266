// The boot script written into every page (src/boot.js): what it starts once the first frame is drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

  it('starts only the code: no worker, no format of its own', () => {
    // A worker that loaded the formatting data meanwhile took a core from the page on a 2-core
    // machine: Lighthouse's total blocking time was lower without it (/fr 1124 -> 780 ms, /fr/booking
    // 1401 -> 1092 ms, medians of 6 interleaved runs).
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => setTimeout(() => frame(0)) as unknown as number);
    const workers: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: unknown) {
          workers.push(url);
        }
      },
    );
    // jsdom has no object URLs: a worker made from the page's own code would need one.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:http://localhost/0' });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    runBootOn('/ar/fleet');
    vi.runAllTimers();
    expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('src', '/assets/index.js');
    expect(workers).toEqual([]);
    expect(numberFormat).not.toHaveBeenCalled();
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
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

