// The catalogue's texts per language: the fallback rule, which languages a record lacks and exists in.
import { describe, expect, it } from 'vitest';
import { blankTexts, legacyTextLang, localized, missingLangs, presentLangs } from '../../src/domain/content-lang';

const tour = (texts: Record<string, unknown>) => ({ ...blankTexts('tours'), ...texts });

describe('localized', () => {
  it('gives the visitor’s language when the text is written in it', () => {
    expect(localized(tour({ titleFr: 'Versailles', titleAr: 'فرساي' }), 'title', 'ar')).toEqual({ value: 'فرساي', lang: 'ar' });
  });

  it('falls back to French, then English, then Arabic, and says in which language', () => {
    const both = tour({ titleFr: 'Château de Versailles', titleEn: 'Versailles Palace' });
    expect(localized(both, 'title', 'ar')).toEqual({ value: 'Château de Versailles', lang: 'fr' });
    expect(localized(tour({ titleEn: 'Versailles Palace', titleAr: 'فرساي' }), 'title', 'fr')).toEqual({ value: 'Versailles Palace', lang: 'en' });
    expect(localized(tour({ titleAr: 'فرساي' }), 'title', 'en')).toEqual({ value: 'فرساي', lang: 'ar' });
  });

  it('takes blank texts and empty lists as not written', () => {
    expect(localized(tour({ titleAr: '  ', titleEn: 'Giverny' }), 'title', 'ar').lang).toBe('en');
    expect(localized(tour({ highlightsFr: ['Les nymphéas'], highlightsAr: [] }), 'highlights', 'ar')).toEqual({ value: ['Les nymphéas'], lang: 'fr' });
  });

  it('gives the visitor’s empty text when no language has it', () => {
    expect(localized(tour({}), 'summary', 'en')).toEqual({ value: '', lang: 'en' });
  });
});

describe('missingLangs and presentLangs', () => {
  it('counts a language missing when a text another language has is empty in it', () => {
    const draft = tour({ titleFr: 'Giverny', titleEn: 'Giverny', descriptionFr: 'Les jardins de Monet.', durationFr: '5 heures' });
    expect(missingLangs('tours', draft)).toEqual(['en', 'ar']);
    expect(presentLangs('tours', draft)).toEqual(['fr']);
  });

  it('a record written in all three lacks none and exists in all', () => {
    const full = tour({
      titleFr: 'Giverny',
      titleEn: 'Giverny',
      titleAr: 'جيفرني',
      descriptionFr: 'Les jardins.',
      descriptionEn: 'The gardens.',
      descriptionAr: 'الحدائق.',
      durationFr: '5 heures',
      durationEn: '5 hours',
      durationAr: '5 ساعات',
    });
    expect(missingLangs('tours', full)).toEqual([]);
    expect(presentLangs('tours', full)).toEqual(['fr', 'en', 'ar']);
  });

  it('a car without any description lacks nothing and exists in every language', () => {
    expect(missingLangs('cars', blankTexts('cars'))).toEqual([]);
    expect(presentLangs('cars', blankTexts('cars'))).toEqual(['fr', 'en', 'ar']);
    expect(presentLangs('cars', { ...blankTexts('cars'), descriptionEn: 'Quiet saloon.' })).toEqual(['en']);
  });
});

describe('legacyTextLang', () => {
  it('sends an Arabic-script text to ar and any other to en', () => {
    expect(legacyTextLang('جولة في قرطاج')).toBe('ar');
    expect(legacyTextLang('Château de Versailles')).toBe('en');
    expect(legacyTextLang(undefined)).toBe('en');
  });
});
