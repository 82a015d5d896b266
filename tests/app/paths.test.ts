import { describe, expect, it } from 'vitest';
import { canonicalPath, dirOf, langOfPath, paths, withLang } from '../../src/domain/paths';

describe('paths', () => {
  it('builds every URL under its language prefix', () => {
    expect(paths.home('ar')).toBe('/ar');
    expect(paths.car('en', 'a b')).toBe('/en/car/a%20b');
    expect(paths.booking('fr', 'airport')).toBe('/fr/booking?service=airport');
    expect(paths.admin.bookingInvoice('fr', 'x1')).toBe('/fr/admin/bookings/x1/invoice');
  });

  it('sends paths outside a language prefix to the default language', () => {
    expect(canonicalPath('/')).toBe('/fr');
    expect(canonicalPath('/admin')).toBe('/fr/admin');
    expect(canonicalPath('/admin/cars/12/edit')).toBe('/fr/admin/cars/12/edit');
    expect(canonicalPath('/fleet/')).toBe('/fr/fleet');
    expect(canonicalPath('/de/fleet')).toBe('/fr/de/fleet');
    expect(canonicalPath('/en/fleet')).toBeNull();
  });

  it('switches language by rewriting only the first segment', () => {
    expect(withLang('/fr/tour/123', 'ar')).toBe('/ar/tour/123');
    expect(withLang('/en', 'fr')).toBe('/fr');
    expect(withLang('/en/admin/bookings/9/edit', 'ar')).toBe('/ar/admin/bookings/9/edit');
  });

  it('knows the language and direction of a path', () => {
    expect(langOfPath('/ar/blog')).toBe('ar');
    expect(langOfPath('/english')).toBeNull();
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('fr')).toBe('ltr');
  });
});
