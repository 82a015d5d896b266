// A screen that cannot be drawn says so in its place, in the page's language, and the next address
// draws again; a home section keeps what it is given instead.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '../../src/ui/screen-error-boundary';
import { renderAt } from './render';

let broken = true;
function Screen() {
  if (broken) throw new Error('Failed to fetch dynamically imported module');
  return <p>The fleet</p>;
}

afterEach(() => {
  broken = true;
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it('shows the problem with a way to try again, then draws the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderAt(
      '/fr',
      <ScreenErrorBoundary resetKey="/fr/fleet">
        <Screen />
      </ScreenErrorBoundary>,
      'fr',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée');
    expect(screen.getByRole('button', { name: 'Réessayer' }).tagName).toBe('BUTTON');

    broken = false;
    view.rerender(
      <ScreenErrorBoundary resetKey="/fr/tours">
        <Screen />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('The fleet').tagName).toBe('P');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt(
      '/ar',
      <ScreenErrorBoundary fallback={<p>What the server drew</p>}>
        <Screen />
      </ScreenErrorBoundary>,
      'ar',
    );
    expect(screen.getByText('What the server drew').tagName).toBe('P');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
