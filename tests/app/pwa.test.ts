// The service worker is registered once the page is idle, not while it comes to life: its first
// install fetches the whole precache.
import { afterEach, describe, expect, it, vi } from 'vitest';

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
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    register.mockClear();
  });

  it('registers the worker when the page is idle, once', async () => {
    vi.stubEnv('DEV', false);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    const { startPwa } = await import('../../src/app/pwa');

    startPwa();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(register).toHaveBeenCalledTimes(1);
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
});
