// Text as searches compare it: typed in any of the site's languages, found whatever the accents,
// case or Arabic spelling variants on either side.

/** Arabic letters written several ways that a reader takes for one (after NFD has split off hamzas and maddas). */
const ARABIC_VARIANTS: Record<string, string> = {
  '\u0671': '\u0627', // alef wasla -> alef
  '\u0649': '\u064a', // alef maqsura -> yeh
  '\u06cc': '\u064a', // Persian yeh -> yeh
  '\u06a9': '\u0643', // Persian keheh -> kaf
};

const VARIANT_RE = new RegExp(`[${Object.keys(ARABIC_VARIANTS).join('')}]`, 'g');

/**
 * Lower case, without accents or other marks (Latin accents, Arabic short vowels, shadda, sukun,
 * hamza and madda on an alef), without tatweel, one form per Arabic letter (alef wasla, alef maqsura,
 * Persian yeh and keheh), Arabic-Indic digits as 0-9. 'Léa' is found by 'lea', 'مُحَمَّد' by 'محمد',
 * 'أحمد' and 'إحسان' by 'احمد' and 'احسان', '٢٠٢٦' by '2026'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(VARIANT_RE, (ch) => ARABIC_VARIANTS[ch] ?? ch)
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

/**
 * A test of whether some texts hold every word of `query` (each word in any of them, in any order),
 * folded as above on both sides: 'chateau jardins' finds 'Château et jardins de Versailles'. A
 * blank query matches everything.
 */
export function searchMatcher(query: string): (...texts: (string | undefined)[]) => boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (...texts) => {
    const folded = texts.filter((text) => text !== undefined).map(foldForSearch);
    return words.every((word) => folded.some((text) => text.includes(word)));
  };
}
