// foldForSearch: what every search compares, in the three languages of the site.
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/lib/search-fold';

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
