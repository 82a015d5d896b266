// foldForSearch: what every search compares, in the three languages of the site; searchMatcher: a
// search of several texts.
import { describe, expect, it } from 'vitest';
import { foldForSearch, searchMatcher } from '../../src/lib/search-fold';

const finds = (text: string, typed: string) => foldForSearch(text).includes(foldForSearch(typed));

describe('foldForSearch', () => {
  it('ignores case and Latin accents', () => {
    expect(foldForSearch('Éze, Côte d’Azur')).toBe('eze, cote d’azur');
    expect(finds('Léa Fontaine', 'LEA')).toBe(true);
    expect(finds('Gare de Lyon', 'lyön')).toBe(true);
  });

  it('ignores Arabic short vowels, shadda, sukun and tatweel', () => {
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(finds('قصر فرســـاي', 'قصر فرساي')).toBe(true);
    expect(finds('جولة في باريس', 'جَوْلَة')).toBe(true);
  });

  it('reads every alef form as one, and alef maqsura as yeh', () => {
    for (const written of ['أحمد', 'إحمد', 'آحمد', 'ٱحمد']) expect(foldForSearch(written)).toBe('احمد');
    expect(finds('مطار أورلي', 'اورلي')).toBe(true);
    expect(finds('مستشفى', 'مستشفي')).toBe(true);
    expect(finds('سيارة فاخرة', 'سيّارة')).toBe(true);
  });

  it('reads Arabic-Indic digits as 0-9', () => {
    expect(foldForSearch('رحلة ٢٠٢٦')).toBe('رحلة 2026');
    expect(finds('+33 6 12 34 56 78', '٣٤ ٥٦')).toBe(true);
  });

  it('does not mistake one letter for another', () => {
    expect(finds('باريس', 'بارس')).toBe(false);
    expect(finds('Nice', 'Niece')).toBe(false);
  });
});

describe('searchMatcher', () => {
  it('finds every typed word in any of the texts, in any order, ignoring case and accents', () => {
    const matches = searchMatcher('  CLASS ');
    expect(matches('Mercedes-Benz E-Class')).toBe(true);
    expect(matches('BMW X7', 'suv')).toBe(false);
    expect(searchMatcher('eze')('French Riviera: Nice, Èze & Monaco')).toBe(true);
    expect(searchMatcher('jardins chateau')('Château et jardins de Versailles')).toBe(true);
    expect(searchMatcher('versailles monet')('Versailles Palace', 'Giverny & Monet’s Gardens')).toBe(true);
    expect(searchMatcher('versailles loire')('Versailles Palace', 'Giverny & Monet’s Gardens')).toBe(false);
    expect(searchMatcher('قَصْر  فرساي')(undefined, 'قصر فرساي وحدائقه')).toBe(true);
  });

  it('matches everything when nothing but spaces is typed', () => {
    expect(searchMatcher('')('anything')).toBe(true);
    expect(searchMatcher(' \t ')()).toBe(true);
  });
});
