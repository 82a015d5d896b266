// Spinners that stand for something loading say so, in the page's language: a status with a name.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenLoader } from '../../src/app/screen';
import { Loading } from '../../src/ui/loading';
import { renderAt } from './render';

describe('loading spinners', () => {
  it('are a status named "Loading" in the visitor’s language', async () => {
    await renderAt('/ar', <Loading />, 'ar');
    expect(screen.getByRole('status')).toHaveAttribute('aria-label', 'جارٍ التحميل');
  });

  it('say what loads when told', async () => {
    await renderAt('/en', <Loading label="Loading bookings" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-label', 'Loading bookings');
  });

  it('include the one shown while a screen’s code arrives', async () => {
    await renderAt('/fr', <ScreenLoader />, 'fr');
    expect(screen.getByRole('status')).toHaveAttribute('aria-label', 'Chargement');
  });
});
