// The sample catalogue as visitors see it, for the head and sitemap tests.
import { sampleData } from '../../src/domain/sample-data';
import type { Catalogue } from '../../src/domain/seo/types';

export const ORIGIN = 'https://vtc.example';

export function visitorCatalogue(now = new Date('2025-06-01T10:00:00Z')): Catalogue {
  const data = sampleData(now);
  return {
    cars: data.cars.filter((car) => car.available),
    tours: data.tours,
    posts: data.posts.filter((post) => post.published),
    settings: data.settings[0] ?? null,
  };
}
