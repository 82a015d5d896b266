// The screen registry is the one source of the back office's routes: every admin URL the app builds
// must land on the screen meant, and the sidebar shows each role what it may open and nothing else.
import { describe, expect, it } from 'vitest';
import { canOpen } from '../../src/app/admin-access';
import { ADMIN_SCREENS, matchAdminScreen } from '../../src/app/admin-screens';
import { paths } from '../../src/domain/paths';

const ID = 'b0000000-0000-4000-8000-000000000001';

describe('admin screen registry', () => {
  it('resolves every admin URL of paths.ts to its screen', () => {
    const a = paths.admin;
    const cases: [string, string][] = [
      [a.dashboard('fr'), 'dashboard'],
      [a.rides('ar'), 'rides'],
      [a.cars('en'), 'cars'],
      [a.carCreate('ar'), 'carCreate'],
      [a.carEdit('fr', ID), 'carEdit'],
      [a.tours('fr'), 'tours'],
      [a.tourCreate('fr'), 'tourCreate'],
      [a.tourEdit('fr', ID), 'tourEdit'],
      [a.blogs('fr'), 'blogs'],
      [a.blogCreate('fr'), 'blogCreate'],
      [a.blogEdit('fr', ID), 'blogEdit'],
      [a.bookings('fr'), 'bookings'],
      [a.bookingCreate('fr'), 'bookingCreate'],
      [a.booking('fr', ID), 'booking'],
      [a.bookingEdit('fr', ID), 'bookingEdit'],
      [a.bookingOrder('fr', ID), 'bookingOrder'],
      [a.bookingInvoice('fr', ID), 'invoice'],
      [a.profile('fr'), 'profile'],
      [a.settings('fr'), 'settings'],
      [a.team('fr'), 'team'],
      [a.sync('fr'), 'sync'],
      [a.messages('fr'), 'messages'],
      [a.dispatch('fr'), 'dispatch'],
      [a.invoices('fr'), 'invoices'],
    ];
    for (const [url, id] of cases) expect(matchAdminScreen(url)?.id, url).toBe(id);
    // Every screen of the registry is reachable through paths.ts.
    expect(new Set(cases.map(([, id]) => id))).toEqual(new Set(ADMIN_SCREENS.map((s) => s.id)));
  });

  it('matches nothing that is not a screen, and ignores a trailing slash', () => {
    expect(matchAdminScreen('/fr/admin/nothing')).toBeNull();
    expect(matchAdminScreen('/fr/admin/bookings/x/y/z')).toBeNull();
    expect(matchAdminScreen('/fr/admin/bookings/')?.id).toBe('bookings');
  });

  it('has unique ids and paths', () => {
    expect(new Set(ADMIN_SCREENS.map((s) => s.id)).size).toBe(ADMIN_SCREENS.length);
    expect(new Set(ADMIN_SCREENS.map((s) => s.path)).size).toBe(ADMIN_SCREENS.length);
  });

  it('gives a driver their rides, bookings (with order form), sync and profile, and nothing else', () => {
    const driver = ADMIN_SCREENS.filter((s) => canOpen('driver', s)).map((s) => s.id);
    expect(driver).toEqual(['rides', 'bookings', 'bookingCreate', 'booking', 'bookingEdit', 'bookingOrder', 'sync', 'profile']);
    expect(ADMIN_SCREENS.every((s) => canOpen('admin', s))).toBe(true);
  });
});
