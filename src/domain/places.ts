// The places the pricing calculator knows (DESIGN 'Decisions'): airports, stations and landmarks of
// Paris, the French Riviera, Brussels and Tunisia, with their real coordinates (WGS 84, degrees).

import type { Lang } from './paths';

export const PLACE_KINDS = ['airport', 'station', 'landmark'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The groups of the place list, in the order they are offered. */
export const PLACE_CITIES = ['paris', 'riviera', 'brussels', 'tunisia'] as const;
export type PlaceCity = (typeof PLACE_CITIES)[number];

export interface Place {
  id: string;
  /** English name; French and Arabic where they differ. */
  name: { en: string; fr?: string; ar?: string };
  city: PlaceCity;
  kind: PlaceKind;
  lat: number;
  lng: number;
}

export const PLACES: readonly Place[] = [
  // ---- Paris and Île-de-France ----
  { id: 'cdg', city: 'paris', kind: 'airport', lat: 49.0097, lng: 2.5479, name: { en: 'Paris Charles de Gaulle Airport (CDG)', fr: 'Aéroport Paris-Charles-de-Gaulle (CDG)', ar: 'مطار باريس شارل ديغول (CDG)' } },
  { id: 'orly', city: 'paris', kind: 'airport', lat: 48.7262, lng: 2.3652, name: { en: 'Paris Orly Airport (ORY)', fr: 'Aéroport de Paris-Orly (ORY)', ar: 'مطار باريس أورلي (ORY)' } },
  { id: 'beauvais', city: 'paris', kind: 'airport', lat: 49.4544, lng: 2.1128, name: { en: 'Beauvais-Tillé Airport (BVA)', fr: 'Aéroport de Beauvais-Tillé (BVA)', ar: 'مطار بوفيه تيليه (BVA)' } },
  { id: 'le-bourget', city: 'paris', kind: 'airport', lat: 48.9694, lng: 2.4414, name: { en: 'Paris-Le Bourget Airport (LBG)', fr: 'Aéroport de Paris-Le Bourget (LBG)', ar: 'مطار باريس لوبورجيه (LBG)' } },
  { id: 'gare-du-nord', city: 'paris', kind: 'station', lat: 48.8809, lng: 2.3553, name: { en: 'Gare du Nord', ar: 'محطة غار دو نور' } },
  { id: 'gare-de-lyon', city: 'paris', kind: 'station', lat: 48.8443, lng: 2.3744, name: { en: 'Gare de Lyon', ar: 'محطة غار دو ليون' } },
  { id: 'gare-montparnasse', city: 'paris', kind: 'station', lat: 48.8412, lng: 2.321, name: { en: 'Gare Montparnasse', ar: 'محطة مونبارناس' } },
  { id: 'gare-de-l-est', city: 'paris', kind: 'station', lat: 48.8768, lng: 2.3592, name: { en: "Gare de l'Est", ar: 'محطة غار دو ليست' } },
  { id: 'gare-saint-lazare', city: 'paris', kind: 'station', lat: 48.8763, lng: 2.3253, name: { en: 'Gare Saint-Lazare', ar: 'محطة سان لازار' } },
  { id: 'eiffel-tower', city: 'paris', kind: 'landmark', lat: 48.8584, lng: 2.2945, name: { en: 'Eiffel Tower', fr: 'Tour Eiffel', ar: 'برج إيفل' } },
  { id: 'louvre', city: 'paris', kind: 'landmark', lat: 48.8606, lng: 2.3376, name: { en: 'Louvre Museum', fr: 'Musée du Louvre', ar: 'متحف اللوفر' } },
  { id: 'notre-dame', city: 'paris', kind: 'landmark', lat: 48.853, lng: 2.3499, name: { en: 'Notre-Dame Cathedral', fr: 'Cathédrale Notre-Dame de Paris', ar: 'كاتدرائية نوتردام' } },
  { id: 'arc-de-triomphe', city: 'paris', kind: 'landmark', lat: 48.8738, lng: 2.295, name: { en: 'Arc de Triomphe', ar: 'قوس النصر' } },
  { id: 'champs-elysees', city: 'paris', kind: 'landmark', lat: 48.8698, lng: 2.3078, name: { en: 'Champs-Élysées', fr: 'Avenue des Champs-Élysées', ar: 'جادة الشانزليزيه' } },
  { id: 'sacre-coeur', city: 'paris', kind: 'landmark', lat: 48.8867, lng: 2.3431, name: { en: 'Sacré-Cœur, Montmartre', fr: 'Sacré-Cœur de Montmartre', ar: 'كنيسة القلب المقدس، مونمارتر' } },
  { id: 'opera-garnier', city: 'paris', kind: 'landmark', lat: 48.872, lng: 2.3316, name: { en: 'Palais Garnier (Opera)', fr: 'Opéra Garnier', ar: 'أوبرا غارنييه' } },
  { id: 'la-defense', city: 'paris', kind: 'landmark', lat: 48.8918, lng: 2.2362, name: { en: 'La Défense', ar: 'حي لا ديفانس' } },
  { id: 'versailles', city: 'paris', kind: 'landmark', lat: 48.8049, lng: 2.1204, name: { en: 'Palace of Versailles', fr: 'Château de Versailles', ar: 'قصر فرساي' } },
  { id: 'disneyland', city: 'paris', kind: 'landmark', lat: 48.8722, lng: 2.7758, name: { en: 'Disneyland Paris', ar: 'ديزني لاند باريس' } },

  // ---- French Riviera ----
  { id: 'nice-airport', city: 'riviera', kind: 'airport', lat: 43.6584, lng: 7.2159, name: { en: "Nice Côte d'Azur Airport (NCE)", fr: "Aéroport Nice Côte d'Azur (NCE)", ar: 'مطار نيس كوت دازور (NCE)' } },
  { id: 'nice-ville', city: 'riviera', kind: 'station', lat: 43.7046, lng: 7.2619, name: { en: 'Nice-Ville station', fr: 'Gare de Nice-Ville', ar: 'محطة نيس فيل' } },
  { id: 'promenade-des-anglais', city: 'riviera', kind: 'landmark', lat: 43.6947, lng: 7.2553, name: { en: 'Promenade des Anglais, Nice', ar: 'ممشى الإنجليز، نيس' } },
  { id: 'monaco', city: 'riviera', kind: 'landmark', lat: 43.7396, lng: 7.4279, name: { en: 'Monaco, Monte-Carlo Casino', fr: 'Monaco, Casino de Monte-Carlo', ar: 'موناكو، كازينو مونت كارلو' } },
  { id: 'cannes', city: 'riviera', kind: 'landmark', lat: 43.5513, lng: 7.017, name: { en: 'Cannes, Palais des Festivals', ar: 'كان، قصر المهرجانات' } },
  { id: 'saint-tropez', city: 'riviera', kind: 'landmark', lat: 43.2705, lng: 6.64, name: { en: 'Saint-Tropez harbour', fr: 'Port de Saint-Tropez', ar: 'ميناء سان تروبيه' } },

  // ---- Brussels ----
  { id: 'brussels-airport', city: 'brussels', kind: 'airport', lat: 50.9014, lng: 4.4844, name: { en: 'Brussels Airport (BRU)', fr: 'Aéroport de Bruxelles (BRU)', ar: 'مطار بروكسل (BRU)' } },
  { id: 'charleroi', city: 'brussels', kind: 'airport', lat: 50.4592, lng: 4.4538, name: { en: 'Brussels South Charleroi Airport (CRL)', fr: 'Aéroport de Bruxelles-Charleroi (CRL)', ar: 'مطار بروكسل الجنوبي شارلروا (CRL)' } },
  { id: 'bruxelles-midi', city: 'brussels', kind: 'station', lat: 50.8357, lng: 4.3363, name: { en: 'Brussels-South station (Midi)', fr: 'Gare de Bruxelles-Midi', ar: 'محطة بروكسل الجنوبية' } },
  { id: 'grand-place', city: 'brussels', kind: 'landmark', lat: 50.8467, lng: 4.3525, name: { en: 'Grand-Place, Brussels', fr: 'Grand-Place de Bruxelles', ar: 'الساحة الكبرى، بروكسل' } },
  { id: 'atomium', city: 'brussels', kind: 'landmark', lat: 50.8949, lng: 4.3415, name: { en: 'Atomium', ar: 'الأتوميوم' } },
  { id: 'european-parliament', city: 'brussels', kind: 'landmark', lat: 50.8386, lng: 4.3754, name: { en: 'European Parliament', fr: 'Parlement européen', ar: 'البرلمان الأوروبي' } },

  // ---- Tunisia ----
  { id: 'tunis-carthage', city: 'tunisia', kind: 'airport', lat: 36.851, lng: 10.2272, name: { en: 'Tunis-Carthage Airport (TUN)', fr: 'Aéroport de Tunis-Carthage (TUN)', ar: 'مطار تونس قرطاج (TUN)' } },
  { id: 'monastir', city: 'tunisia', kind: 'airport', lat: 35.7581, lng: 10.7547, name: { en: 'Monastir Habib Bourguiba Airport (MIR)', fr: 'Aéroport de Monastir Habib-Bourguiba (MIR)', ar: 'مطار المنستير الحبيب بورقيبة (MIR)' } },
  { id: 'djerba-zarzis', city: 'tunisia', kind: 'airport', lat: 33.875, lng: 10.7755, name: { en: 'Djerba-Zarzis Airport (DJE)', fr: 'Aéroport de Djerba-Zarzis (DJE)', ar: 'مطار جربة جرجيس (DJE)' } },
  { id: 'enfidha-hammamet', city: 'tunisia', kind: 'airport', lat: 36.0758, lng: 10.4386, name: { en: 'Enfidha-Hammamet Airport (NBE)', fr: "Aéroport d'Enfidha-Hammamet (NBE)", ar: 'مطار النفيضة الحمامات (NBE)' } },
  { id: 'sidi-bou-said', city: 'tunisia', kind: 'landmark', lat: 36.8687, lng: 10.3417, name: { en: 'Sidi Bou Said', fr: 'Sidi Bou Saïd', ar: 'سيدي بوسعيد' } },
  { id: 'medina-of-tunis', city: 'tunisia', kind: 'landmark', lat: 36.7986, lng: 10.1711, name: { en: 'Medina of Tunis', fr: 'Médina de Tunis', ar: 'مدينة تونس العتيقة' } },
  { id: 'carthage', city: 'tunisia', kind: 'landmark', lat: 36.8528, lng: 10.3233, name: { en: 'Carthage archaeological site', fr: 'Site archéologique de Carthage', ar: 'موقع قرطاج الأثري' } },
  { id: 'hammamet', city: 'tunisia', kind: 'landmark', lat: 36.4, lng: 10.6167, name: { en: 'Hammamet', ar: 'الحمامات' } },
  { id: 'sousse', city: 'tunisia', kind: 'landmark', lat: 35.8256, lng: 10.6369, name: { en: 'Medina of Sousse', fr: 'Médina de Sousse', ar: 'مدينة سوسة العتيقة' } },
];

const byId = new Map(PLACES.map((place) => [place.id, place]));

export function placeById(id: string | null | undefined): Place | undefined {
  return id ? byId.get(id) : undefined;
}

/** The place's name in `lang` (English where that language has none of its own). */
export function placeName(place: Place, lang: Lang): string {
  return place.name[lang] ?? place.name.en;
}

/**
 * Whether a car can drive from one place to the other: Tunisia is across the sea from the European
 * places, everything else is on the same road network.
 */
export function sameRoadNetwork(a: Place, b: Place): boolean {
  return (a.city === 'tunisia') === (b.city === 'tunisia');
}
