// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/domain/paths';
import { isIndexable, matchPublicRoute, publicPath, type PublicRoute } from '../../src/domain/public-routes';
import { SAMPLE_IDS } from '../../src/domain/sample-data';

const ROUTES: PublicRoute[] = LANGS.flatMap((lang): PublicRoute[] => [
  { lang, name: 'home' },
  { lang, name: 'fleet' },
  { lang, name: 'tours' },
  { lang, name: 'blog' },
  { lang, name: 'contact' },
  { lang, name: 'booking' },
  { lang, name: 'my-bookings' },
  { lang, name: 'car', id: SAMPLE_IDS.cars.eClass },
  { lang, name: 'tour', id: SAMPLE_IDS.tours.versailles },
  { lang, name: 'post', id: SAMPLE_IDS.posts.hiddenParis },
  { lang, name: 'car', id: 'an id/with spaces & ünïcode' },
]);

describe('matchPublicRoute and publicPath', () => {
  it.each(ROUTES.map((route) => [publicPath(route), route] as const))('%s is a page and its own path', (path, route) => {
    expect(matchPublicRoute(path)).toEqual(route);
    expect(publicPath(matchPublicRoute(path) as PublicRoute)).toBe(path);
  });

  it.each([
    ['/fr', { lang: 'fr', name: 'home' }],
    ['/fr/', { lang: 'fr', name: 'home' }],
    ['/ar/fleet/', { lang: 'ar', name: 'fleet' }],
    ['/en/booking?service=transfer&vehicle=x', { lang: 'en', name: 'booking' }],
    ['/en/tour/abc#reviews', { lang: 'en', name: 'tour', id: 'abc' }],
    ['/fr/blog/abc/', { lang: 'fr', name: 'post', id: 'abc' }],
    ['/fr/car/a%2Fb', { lang: 'fr', name: 'car', id: 'a/b' }],
  ])('reads %s', (path, route) => {
    expect(matchPublicRoute(path)).toEqual(route);
  });

  it('gives the paths of paths.ts', () => {
    expect(publicPath({ lang: 'ar', name: 'home' })).toBe('/ar');
    expect(publicPath({ lang: 'fr', name: 'post', id: 'x y' })).toBe('/fr/blog/x%20y');
    expect(publicPath({ lang: 'en', name: 'my-bookings' })).toBe('/en/my-bookings');
  });

  it.each([
    '/',
    '',
    'fr/fleet',
    '/de',
    '/FR/fleet',
    '/fr/admin',
    '/fr/admin/login',
    '/fr/admin/cars/abc/edit',
    '/admin',
    '/fr/tours/create',
    '/fr/blog/create',
    '/fr/blog/new',
    '/fr/car',
    '/fr/car/',
    '/fr/tour',
    '/fr/car/a/b',
    '/fr//fleet',
    '/fr/fleet//',
    '/fr/pricing',
    '/fr/nowhere',
    '/fr/car/%E0%A4%A',
    '/fr/constructor',
    '/fr/toString/x',
  ])('%s is no public page', (path) => {
    expect(matchPublicRoute(path)).toBeNull();
  });

  it('keeps one visitor’s bookings out of search engines, and nothing else', () => {
    expect(ROUTES.filter((route) => !isIndexable(route)).map((route) => route.name)).toEqual(['my-bookings', 'my-bookings', 'my-bookings']);
  });
});
