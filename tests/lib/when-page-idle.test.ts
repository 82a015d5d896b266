// Work nobody waits for begins when the page is idle, a while after its load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_AFTER_LOAD_MS, whenPageSettled } from '../../src/lib/when-page-idle';

describe('whenPageSettled', () => {
  const idle: (() => void)[] = [];
  afterEach(() => {
    idle.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const start = () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const task = vi.fn();
    return task;
  };

  it('asks for an idle moment once the page has been loaded a while', () => {
    const task = start();
    whenPageSettled(task);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from the load of a page still loading, once', () => {
    const task = start();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    whenPageSettled(task);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(idle).toHaveLength(0);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    expect(idle).toHaveLength(1);
  });

  it('does nothing once cancelled', () => {
    const task = start();
    const cancel = whenPageSettled(task);
    cancel();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });
});
