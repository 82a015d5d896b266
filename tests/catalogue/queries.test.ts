// The searched lists of the back office: case-insensitive, accent-insensitive substring search over
// the name, the title and description (or excerpt) in every language and the category (its code or
// its shown label), newest first, drafts included.
import { describe, expect, it } from 'vitest';
import { searchRecords } from '../../src/features/catalogue/queries';
import { createRecord } from '../../src/db/repository';
import { emptyTexts, textsFromForm } from '../../src/features/catalogue/lang-fields';
import { freshDb } from '../db/helpers';

async function emptyDb() {
  const db = freshDb();
  await db.open();
  await Promise.all([db.cars.clear(), db.tours.clear(), db.posts.clear()]);
  return db;
}

const car = (name: string, category: 'sedan' | 'suv' | 'van' | 'luxury', createdAt: string) => ({
  name,
  category,
  descriptionFr: '',
  descriptionEn: '',
  descriptionAr: '',
  image: '',
  passengers: 4,
  luggage: 2,
  features: [],
  pricePerHour: '100.00',
  rating: '5.0',
  reviewCount: 0,
  featured: false,
  available: true,
  createdAt,
});

describe('searching cars', () => {
  it('finds cars by part of the name or the category, in any case, newest first', async () => {
    const db = await emptyDb();
    await createRecord(db, 'cars', car('Mercedes-Benz E-Class', 'sedan', '2026-01-01T00:00:00.000Z'));
    await createRecord(db, 'cars', car('BMW X7', 'suv', '2026-02-01T00:00:00.000Z'));
    await createRecord(db, 'cars', car('Mercedes V-Class', 'van', '2026-03-01T00:00:00.000Z'));
    await createRecord(db, 'cars', car('Rolls-Royce Ghost', 'luxury', '2026-04-01T00:00:00.000Z'));

    const names = async (query: string, labels?: Record<string, string>) => (await searchRecords(db, 'cars', query, labels)).map((c) => c.name);
    expect(await names('')).toEqual(['Rolls-Royce Ghost', 'Mercedes V-Class', 'BMW X7', 'Mercedes-Benz E-Class']);
    expect(await names('mercedes')).toEqual(['Mercedes V-Class', 'Mercedes-Benz E-Class']);
    expect(await names('CLASS')).toEqual(['Mercedes V-Class', 'Mercedes-Benz E-Class']);
    expect(await names('x7')).toEqual(['BMW X7']);
    expect(await names('SUV')).toEqual(['BMW X7']);
    expect(await names('lux')).toEqual(['Rolls-Royce Ghost']);
    expect(await names('tesla')).toEqual([]);
    // The category as the screen shows it in the active language finds it too.
    expect(await names('berline', { sedan: 'Berline', suv: 'SUV', van: 'Van', luxury: 'Luxe' })).toEqual(['Mercedes-Benz E-Class']);
    // So does a word of its description, in any language.
    await createRecord(db, 'cars', { ...car('Tesla Model X', 'suv', '2026-05-01T00:00:00.000Z'), descriptionFr: 'Électrique et silencieuse', descriptionAr: 'سيارة كهربائية' });
    expect(await names('electrique')).toEqual(['Tesla Model X']);
    expect(await names('كهربائية')).toEqual(['Tesla Model X']);
  });
});

describe('searching tours', () => {
  /** Three tours on a fresh device; their English titles as a search lists them. */
  async function threeTours(): Promise<(query: string, labels?: Record<string, string>) => Promise<string[]>> {
    const db = await emptyDb();
    const tour = (titleEn: string, category: 'private' | 'shared', createdAt: string, texts: Record<string, string> = {}) =>
      createRecord(db, 'tours', {
        ...(textsFromForm('tours', { ...emptyTexts('tours'), titleEn, descriptionEn: 'd', durationEn: '4 hours', ...texts }) as object),
        category,
        createdAt,
        price: '200.00',
        rating: '5.0',
        reviewCount: 0,
        featured: false,
      } as Parameters<typeof createRecord<'tours'>>[2]);
    await tour('Versailles Palace', 'private', '2026-01-01T00:00:00.000Z', { titleAr: 'قَصْرُ فِرْسَاي', titleFr: 'Château de Versailles' });
    await tour('Champagne Day Trip', 'shared', '2026-02-01T00:00:00.000Z', { descriptionFr: 'Dégustation à Épernay' });
    await tour('Giverny & Monet', 'private', '2026-03-01T00:00:00.000Z', { titleAr: 'جِيفَرْنِي' });

    return async (query, labels) => (await searchRecords(db, 'tours', query, labels)).map((t) => t.titleEn);
  }

  it('finds tours by part of the title or the category', async () => {
    const titles = await threeTours();
    expect(await titles('')).toEqual(['Giverny & Monet', 'Champagne Day Trip', 'Versailles Palace']);
    expect(await titles('PRIV')).toEqual(['Giverny & Monet', 'Versailles Palace']);
    expect(await titles('day')).toEqual(['Champagne Day Trip']);
    expect(await titles('partagé', { private: 'Privé', shared: 'Partagé' })).toEqual(['Champagne Day Trip']);
    expect(await titles('loire')).toEqual([]);
  });

  it('finds a tour by its title or description in any language, without accents or Arabic short vowels', async () => {
    const titles = await threeTours();
    // The Arabic title is stored with its vowels; the search is typed without.
    expect(await titles('قصر فرساي')).toEqual(['Versailles Palace']);
    expect(await titles('جيفرني')).toEqual(['Giverny & Monet']);
    expect(await titles('CHATEAU')).toEqual(['Versailles Palace']);
    expect(await titles('epernay')).toEqual(['Champagne Day Trip']);
    expect(await titles('قصر باريس')).toEqual([]);
  });
});

describe('searching posts', () => {
  it('finds drafts and published posts by part of the title or the category', async () => {
    const db = await emptyDb();
    const post = (titleEn: string, category: 'travel-tips' | 'destinations' | 'services', published: boolean, createdAt: string) =>
      createRecord(db, 'posts', {
        ...emptyTexts('posts'),
        titleEn,
        excerptEn: 'e',
        contentEn: 'c',
        readTimeEn: '5 min',
        excerptFr: titleEn === 'Hidden Paris' ? 'Les passages couverts' : '',
        category,
        published,
        createdAt,
      });
    await post('Airport Transfer Tips', 'travel-tips', true, '2026-01-01T00:00:00.000Z');
    await post('Hidden Paris', 'destinations', false, '2026-02-01T00:00:00.000Z');
    await post('Business Travel', 'services', true, '2026-03-01T00:00:00.000Z');

    const titles = async (query: string, labels?: Record<string, string>) => (await searchRecords(db, 'posts', query, labels)).map((p) => p.titleEn);
    expect(await titles('')).toEqual(['Business Travel', 'Hidden Paris', 'Airport Transfer Tips']);
    expect(await titles('hidden')).toEqual(['Hidden Paris']);
    expect(await titles('passages')).toEqual(['Hidden Paris']);
    expect(await titles('travel')).toEqual(['Business Travel', 'Airport Transfer Tips']);
    expect(await titles('DESTINATION')).toEqual(['Hidden Paris']);
    expect(await titles('travel tips', { 'travel-tips': 'Travel Tips', destinations: 'Destinations', services: 'Services' })).toEqual([
      'Airport Transfer Tips',
    ]);
  });
});
