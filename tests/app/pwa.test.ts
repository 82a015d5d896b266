// The service worker is registered a while after the page's load, when it is idle, not while the
// page comes to life: its first install fetches the whole precache.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_AFTER_LOAD_MS } from '../../src/lib/when-page-idle';

const register = vi.fn(() => Promise.resolve(undefined));
vi.mock('workbox-window', () => ({
  Workbox: class {
    register = register;
    addEventListener() {}
    active = new Promise(() => {});
  },
}));

describe('startPwa', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    register.mockClear();
  });

  it('registers the worker once, when the page is idle a while after its load', async () => {
    vi.useFakeTimers();
    vi.stubEnv('DEV', false);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    const { startPwa } = await import('../../src/app/pwa');
    expect(document.readyState).toBe('complete');

    startPwa();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]!();
    expect(register).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(idle).toHaveLength(1);
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
});
