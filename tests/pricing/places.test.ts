// The bundled places: unique ids, real coordinates in the right region, names in every language.
import { describe, expect, it } from 'vitest';
import { PLACE_CITIES, PLACE_KINDS, PLACES, placeById, placeName, sameRoadNetwork } from '../../src/domain/places';

// Rough boxes around each region: a coordinate typed in the wrong order or sign lands outside.
const BOXES = {
  paris: { lat: [48.5, 49.6], lng: [1.9, 3.0] },
  riviera: { lat: [43.1, 43.9], lng: [6.5, 7.6] },
  brussels: { lat: [50.3, 51.0], lng: [4.2, 4.6] },
  tunisia: { lat: [33.5, 37.4], lng: [9.5, 11.2] },
} as const;

describe('places', () => {
  it('has about forty places with unique, URL-safe ids', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(38);
    const ids = PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('has valid coordinates inside its region, and a known kind and city', () => {
    for (const place of PLACES) {
      expect(PLACE_KINDS).toContain(place.kind);
      expect(PLACE_CITIES).toContain(place.city);
      expect(Number.isFinite(place.lat) && Math.abs(place.lat) <= 90).toBe(true);
      expect(Number.isFinite(place.lng) && Math.abs(place.lng) <= 180).toBe(true);
      const box = BOXES[place.city];
      expect(place.lat, place.id).toBeGreaterThanOrEqual(box.lat[0]);
      expect(place.lat, place.id).toBeLessThanOrEqual(box.lat[1]);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(box.lng[0]);
      expect(place.lng, place.id).toBeLessThanOrEqual(box.lng[1]);
    }
  });

  it('has no two places at the same spot', () => {
    const spots = PLACES.map((p) => `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`);
    expect(new Set(spots).size).toBe(spots.length);
  });

  it('includes the airports the site serves, each with a name in every language', () => {
    for (const id of ['cdg', 'orly', 'beauvais', 'nice-airport', 'brussels-airport', 'charleroi', 'tunis-carthage', 'monastir', 'djerba-zarzis', 'enfidha-hammamet']) {
      expect(placeById(id)?.kind, id).toBe('airport');
    }
    for (const city of PLACE_CITIES) expect(PLACES.some((p) => p.city === city && p.kind === 'airport')).toBe(true);
  });

  it('names every place in French, English and Arabic (Arabic in Arabic script)', () => {
    for (const place of PLACES) {
      expect(placeName(place, 'en').length).toBeGreaterThan(2);
      expect(placeName(place, 'fr').length).toBeGreaterThan(2);
      expect(placeName(place, 'ar'), place.id).toMatch(/[\u0600-\u06FF]/);
    }
    expect(placeName(placeById('eiffel-tower')!, 'fr')).toBe('Tour Eiffel');
    expect(placeName(placeById('eiffel-tower')!, 'en')).toBe('Eiffel Tower');
    // A name that is the same in French falls back to the English one.
    expect(placeName(placeById('gare-du-nord')!, 'fr')).toBe('Gare du Nord');
  });

  it('finds places by id only', () => {
    expect(placeById('cdg')?.name.en).toContain('Charles de Gaulle');
    expect(placeById('')).toBeUndefined();
    expect(placeById(null)).toBeUndefined();
    expect(placeById('toString')).toBeUndefined();
  });

  it('knows Tunisia is across the sea from the European places', () => {
    expect(sameRoadNetwork(placeById('cdg')!, placeById('monaco')!)).toBe(true);
    expect(sameRoadNetwork(placeById('hammamet')!, placeById('sousse')!)).toBe(true);
    expect(sameRoadNetwork(placeById('cdg')!, placeById('sousse')!)).toBe(false);
  });
});
