// useViewportQuery: false while the server's markup is hydrated, then the browser's answer, and
// each change after; all of it in transitions (src/ui/use-viewport-query.ts).
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportQuery } from '../../src/ui/use-viewport-query';

function Probe() {
  return <p data-testid="probe">{useViewportQuery('(max-width: 36em)') ? 'phone' : 'wide'}</p>;
}

/** A matchMedia whose answer the test sets, telling its listeners. */
function fakeMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => list as unknown as MediaQueryList);
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useViewportQuery', () => {
  it('hydrates as the server drew (no match), then answers from the browser', async () => {
    fakeMedia(true);
    const html = renderToString(<Probe />);
    expect(html).toContain('wide');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('phone');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('follows a change of the viewport', async () => {
    const media = fakeMedia(false);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('wide');
    await act(async () => media.set(true));
    expect(screen.getByTestId('probe').textContent).toBe('phone');
    await act(async () => media.set(false));
    expect(screen.getByTestId('probe').textContent).toBe('wide');
  });
});
