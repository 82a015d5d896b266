// The seed: SPEC's sample records with fixed ids, so every device and the server start from the very same baseline.

import { langField, type PerLang } from './content-lang';
import { defaultSettings } from './default-settings';
import { LANGS } from './paths';
import { CAR_TEXTS, type Texts } from './sample-content/cars';
import { POST_TEXTS } from './sample-content/posts';
import { TOUR_TEXTS } from './sample-content/tours';
import { sampleDispatch } from './sample-dispatch';
import { toIsoDate } from './time';
import {
  remarkColorAt,
  type Booking,
  type Car,
  type Contact,
  type Post,
  type Remark,
  type SyncedRecordMap,
  type SyncedTable,
  type Tour,
} from './types';

const id = (suffix: string) => `5eed0000-0000-4000-8000-${suffix.padStart(12, '0')}`;

export const SAMPLE_IDS = {
  cars: {
    eClass: id('c1'),
    rangeRoverSport: id('c2'),
    vClass: id('c3'),
    sClass: id('c4'),
    bmwX7: id('c5'),
    sprinterVip: id('c6'),
    audiA6: id('c7'),
  },
  tours: {
    versailles: id('a1'),
    champagne: id('a2'),
    loireValley: id('a3'),
    parisHighlights: id('a4'),
    giverny: id('a5'),
    sidiBouSaid: id('a6'),
    frenchRiviera: id('a7'),
  },
  posts: {
    airportTransferTips: id('b1'),
    hiddenParis: id('b2'),
    tunisiaGuide: id('b3'),
    rivieraRoadTrip: id('b4'),
    businessTravel: id('b5'),
    brusselsWeekend: id('b6'),
    wineTasting: id('b7'),
  },
  bookings: {
    sophieMartin: id('d1'),
    lucasDubois: id('d2'),
    amiraBenSalah: id('d3'),
    mohamedTrabelsi: id('d4'),
    thomasJanssens: id('d5'),
  },
  remarks: {
    childSeat: id('e1'),
    nameBoard: id('e2'),
    paidCash: id('e3'),
  },
  contacts: {
    corporateEnquiry: id('f1'),
  },
} as const;

export type SampleData = { [T in SyncedTable]: SyncedRecordMap[T][] };

export { companyOf, defaultCompany, defaultSettings } from './default-settings';

/** `{ fr: { title }, en: { title }, ... }` as the record's fields `{ titleFr, titleEn, ... }`. */
function perLang<T extends object>(texts: Texts<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const lang of LANGS) for (const [base, value] of Object.entries(texts[lang])) out[langField(base, lang)] = value;
  return out;
}

type CarTexts = PerLang<'description', string>;
type TourTexts = PerLang<'title' | 'summary' | 'description' | 'duration' | 'meetingPoint', string> &
  PerLang<'highlights' | 'itinerary' | 'included' | 'notIncluded', string[]>;
type PostTexts = PerLang<'title' | 'excerpt' | 'content' | 'readTime', string>;

const carTexts = (key: keyof typeof CAR_TEXTS) => perLang(CAR_TEXTS[key]) as CarTexts;
const tourTexts = (key: keyof typeof TOUR_TEXTS) => perLang(TOUR_TEXTS[key]) as TourTexts;
const postTexts = (key: keyof typeof POST_TEXTS): PostTexts => {
  const texts = POST_TEXTS[key];
  const asContent = (lang: keyof typeof texts) => {
    const { paragraphs, ...rest } = texts[lang];
    return { ...rest, content: paragraphs.join('\n\n') };
  };
  return perLang({ fr: asContent('fr'), en: asContent('en'), ar: asContent('ar') }) as PostTexts;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every sample record, dated relative to `now` (createdAt over the last weeks, pickups around today). */
export function sampleData(now: Date): SampleData {
  const base = now.getTime();
  const ago = (days: number, hours = 0) => new Date(base - days * DAY - hours * HOUR).toISOString();
  const stamp = (days: number, hours = 0) => {
    const at = ago(days, hours);
    return { createdAt: at, updatedAt: at, rev: 0 };
  };
  const dayFromNow = (days: number) => toIsoDate(new Date(base + days * DAY));
  const C = SAMPLE_IDS.cars;
  const T = SAMPLE_IDS.tours;
  const P = SAMPLE_IDS.posts;
  const B = SAMPLE_IDS.bookings;

  const cars: Car[] = [
    {
      id: C.eClass,
      ...stamp(60),
      ...carTexts('eClass'),
      name: 'Mercedes-Benz E-Class',
      category: 'sedan',
      image: '/images/cars/mercedes-e-class.svg',
      passengers: 4,
      luggage: 3,
      features: ['Climate Control', 'WiFi', 'Leather Seats', 'Premium Sound'],
      pricePerHour: '89.00',
      rating: '4.9',
      reviewCount: 127,
      featured: true,
      available: true,
      plate: 'GH-482-TK',
    },
    {
      id: C.rangeRoverSport,
      ...stamp(59),
      ...carTexts('rangeRoverSport'),
      name: 'Range Rover Sport',
      category: 'suv',
      image: '/images/cars/range-rover-sport.svg',
      passengers: 7,
      luggage: 5,
      features: ['Climate Control', 'WiFi', 'Leather Seats', 'Safety Plus', 'Premium Sound'],
      pricePerHour: '109.00',
      rating: '4.8',
      reviewCount: 94,
      featured: false,
      available: true,
      plate: 'FN-219-RB',
    },
    {
      id: C.vClass,
      ...stamp(58),
      ...carTexts('vClass'),
      name: 'Mercedes-Benz V-Class',
      category: 'van',
      image: '/images/cars/mercedes-v-class.svg',
      passengers: 8,
      luggage: 8,
      features: ['Climate Control', 'WiFi', 'Leather Seats', 'Entertainment System', 'Refreshments'],
      pricePerHour: '129.00',
      rating: '4.9',
      reviewCount: 156,
      featured: true,
      available: true,
      plate: 'HB-733-LD',
    },
    {
      id: C.sClass,
      ...stamp(45),
      ...carTexts('sClass'),
      name: 'Mercedes-Benz S-Class',
      category: 'sedan',
      image: '/images/cars/mercedes-s-class.svg',
      passengers: 4,
      luggage: 2,
      features: ['Climate Control', 'WiFi', 'Luxury Interior', 'Leather Seats', 'Premium Sound', 'Refreshments'],
      pricePerHour: '150.00',
      rating: '5.0',
      reviewCount: 68,
      featured: true,
      available: true,
      plate: 'GK-105-PS',
    },
    {
      id: C.bmwX7,
      ...stamp(40),
      ...carTexts('bmwX7'),
      name: 'BMW X7',
      category: 'suv',
      image: '/images/cars/bmw-x7.svg',
      passengers: 6,
      luggage: 5,
      features: ['Climate Control', 'WiFi', 'Premium Interior', 'Safety Plus', 'Premium Sound'],
      pricePerHour: '135.00',
      rating: '4.8',
      reviewCount: 52,
      featured: false,
      available: true,
      plate: 'FZ-861-MC',
    },
    {
      id: C.sprinterVip,
      ...stamp(33),
      ...carTexts('sprinterVip'),
      name: 'Mercedes Sprinter VIP',
      category: 'van',
      image: '/images/cars/mercedes-sprinter-vip.svg',
      passengers: 8,
      luggage: 10,
      features: ['Climate Control', 'WiFi', 'Entertainment System', 'Premium Interior', 'Refreshments'],
      pricePerHour: '125.00',
      rating: '4.7',
      reviewCount: 39,
      featured: false,
      available: true,
      plate: 'HA-390-VN',
    },
    {
      id: C.audiA6,
      ...stamp(26),
      ...carTexts('audiA6'),
      name: 'Audi A6',
      category: 'sedan',
      image: '/images/cars/audi-a6.svg',
      passengers: 4,
      luggage: 3,
      features: ['Climate Control', 'WiFi', 'Leather Seats', 'Safety Plus'],
      pricePerHour: '115.00',
      rating: '4.6',
      reviewCount: 41,
      featured: false,
      available: false,
      plate: 'EX-574-JA',
    },
  ];

  const tours: Tour[] = [
    {
      id: T.versailles,
      ...stamp(57),
      ...tourTexts('versailles'),
      image: '/images/tours/versailles.svg',
      maxParticipants: 4,
      price: '299.00',
      rating: '4.9',
      reviewCount: 86,
      category: 'private',
      featured: true,
    },
    {
      id: T.champagne,
      ...stamp(56),
      ...tourTexts('champagne'),
      image: '/images/tours/champagne.svg',
      maxParticipants: 6,
      price: '449.00',
      rating: '5.0',
      reviewCount: 64,
      category: 'private',
      featured: true,
    },
    {
      id: T.loireValley,
      ...stamp(55),
      ...tourTexts('loireValley'),
      image: '/images/tours/loire-valley.svg',
      maxParticipants: 8,
      price: '379.00',
      rating: '4.8',
      reviewCount: 47,
      category: 'shared',
      featured: false,
    },
    {
      id: T.parisHighlights,
      ...stamp(44),
      ...tourTexts('parisHighlights'),
      image: '/images/tours/paris-highlights.svg',
      maxParticipants: 4,
      price: '280.00',
      rating: '4.9',
      reviewCount: 112,
      category: 'private',
      featured: false,
    },
    {
      id: T.giverny,
      ...stamp(38),
      ...tourTexts('giverny'),
      image: '/images/tours/giverny.svg',
      maxParticipants: 6,
      price: '320.00',
      rating: '4.8',
      reviewCount: 58,
      category: 'shared',
      featured: false,
    },
    {
      id: T.sidiBouSaid,
      ...stamp(30),
      ...tourTexts('sidiBouSaid'),
      image: '/images/tours/sidi-bou-said.svg',
      maxParticipants: 5,
      price: '350.00',
      rating: '4.9',
      reviewCount: 33,
      category: 'private',
      featured: false,
    },
    {
      id: T.frenchRiviera,
      ...stamp(24),
      ...tourTexts('frenchRiviera'),
      image: '/images/tours/french-riviera.svg',
      maxParticipants: 6,
      price: '450.00',
      rating: '5.0',
      reviewCount: 41,
      category: 'private',
      featured: false,
    },
  ];

  const posts: Post[] = [
    {
      id: P.airportTransferTips,
      ...stamp(42, 3),
      ...postTexts('airportTransferTips'),
      image: '/images/posts/airport-transfer-tips.svg',
      category: 'travel-tips',
      published: true,
    },
    {
      id: P.hiddenParis,
      ...stamp(35, 5),
      ...postTexts('hiddenParis'),
      image: '/images/posts/hidden-paris.svg',
      category: 'destinations',
      published: true,
    },
    {
      id: P.tunisiaGuide,
      ...stamp(28, 2),
      ...postTexts('tunisiaGuide'),
      image: '/images/posts/tunisia-guide.svg',
      category: 'destinations',
      published: true,
    },
    {
      id: P.rivieraRoadTrip,
      ...stamp(21, 6),
      ...postTexts('rivieraRoadTrip'),
      image: '/images/posts/riviera-road-trip.svg',
      category: 'destinations',
      published: true,
    },
    {
      id: P.businessTravel,
      ...stamp(14, 4),
      ...postTexts('businessTravel'),
      image: '/images/posts/business-travel.svg',
      category: 'services',
      published: true,
    },
    {
      id: P.brusselsWeekend,
      ...stamp(8, 1),
      ...postTexts('brusselsWeekend'),
      image: '/images/posts/brussels-weekend.svg',
      category: 'travel-tips',
      published: true,
    },
    {
      id: P.wineTasting,
      ...stamp(2, 7),
      ...postTexts('wineTasting'),
      image: '/images/posts/wine-tasting.svg',
      category: 'services',
      published: false,
    },
  ];

  const bookings: Booking[] = [
    {
      id: B.sophieMartin,
      ...stamp(6, 2),
      firstName: 'Sophie',
      lastName: 'Martin',
      email: 'sophie.martin@orange.fr',
      phone: '+33 6 12 34 56 78',
      pickupLocation: 'Charles de Gaulle Airport (CDG) Terminal 2E',
      dropoffLocation: 'Hôtel Le Meurice, 228 Rue de Rivoli, 75001 Paris',
      pickupDate: dayFromNow(3),
      pickupTime: '14:30',
      flightTrainNumber: 'AF1235',
      serviceType: 'transfer',
      vehicleId: C.eClass,
      passengers: 2,
      luggage: 3,
      totalPrice: '178.00',
      paymentMethod: 'card',
      vatKind: 'transport',
      status: 'confirmed',
      specialRequests: 'We travel with our 18-month-old daughter.',
      source: 'public',
    },
    {
      id: B.lucasDubois,
      ...stamp(1, 5),
      firstName: 'Lucas',
      lastName: 'Dubois',
      email: 'lucas.dubois@skynet.be',
      phone: '+32 470 12 34 56',
      pickupLocation: 'Gare du Nord, Paris (Eurostar arrivals)',
      dropoffLocation: 'Disneyland Paris, Disneyland Hotel, 77700 Chessy',
      pickupDate: dayFromNow(9),
      pickupTime: '10:15',
      flightTrainNumber: 'EST 9315',
      serviceType: 'transfer',
      vehicleId: C.vClass,
      passengers: 6,
      luggage: 6,
      totalPrice: '258.00',
      vatKind: 'transport',
      status: 'pending',
      source: 'public',
    },
    {
      id: B.amiraBenSalah,
      ...stamp(20, 3),
      firstName: 'Amira',
      lastName: 'Ben Salah',
      email: 'amira.bensalah@gmail.com',
      phone: '+216 98 765 432',
      pickupLocation: 'Hôtel Plaza Athénée, 25 Avenue Montaigne, 75008 Paris',
      dropoffLocation: 'Château de Versailles, Place d’Armes, 78000 Versailles',
      pickupDate: dayFromNow(-12),
      pickupTime: '08:30',
      serviceType: 'private_tour',
      vehicleId: C.sClass,
      tourId: T.versailles,
      passengers: 3,
      luggage: 0,
      totalPrice: '1200.00',
      paymentMethod: 'cash',
      vatKind: 'transport',
      status: 'completed',
      source: 'admin',
    },
    {
      id: B.mohamedTrabelsi,
      ...stamp(16, 8),
      firstName: 'Mohamed',
      lastName: 'Trabelsi',
      email: 'm.trabelsi@topnet.tn',
      phone: '+216 22 345 678',
      pickupLocation: 'Hôtel Le Bristol, 112 Rue du Faubourg Saint-Honoré, 75008 Paris',
      pickupDate: dayFromNow(-4),
      pickupTime: '07:45',
      serviceType: 'shared_tour',
      vehicleId: C.vClass,
      tourId: T.loireValley,
      passengers: 4,
      luggage: 0,
      totalPrice: '1032.00',
      vatKind: 'transport',
      status: 'cancelled',
      specialRequests: 'Vegetarian lunch for two of us, please.',
      source: 'public',
    },
    {
      id: B.thomasJanssens,
      ...stamp(4, 1),
      firstName: 'Thomas',
      lastName: 'Janssens',
      email: '',
      phone: '+32 475 98 76 54',
      pickupLocation: 'Hôtel Amigo, Rue de l’Amigo 1-3, 1000 Bruxelles',
      dropoffLocation: 'At disposal: meetings in Brussels and Antwerp',
      pickupDate: dayFromNow(5),
      pickupTime: '08:00',
      serviceType: 'private_tour',
      vehicleId: C.bmwX7,
      passengers: 3,
      luggage: 2,
      totalPrice: '1080.00',
      paymentMethod: 'card',
      vatKind: 'hourly',
      status: 'confirmed',
      source: 'admin',
    },
  ];

  const dispatch = sampleDispatch(now);

  const remark = (rid: string, bookingId: string, position: number, text: string, daysAgo: number): Remark => ({
    id: rid,
    ...stamp(daysAgo),
    bookingId,
    text,
    color: remarkColorAt(position),
    position,
  });
  const remarks: Remark[] = [
    remark(SAMPLE_IDS.remarks.childSeat, B.sophieMartin, 0, 'Child seat (group 1) to fit before pick-up.', 5),
    remark(SAMPLE_IDS.remarks.nameBoard, B.sophieMartin, 1, 'Meet at arrivals exit 10 with a name board.', 5),
    remark(SAMPLE_IDS.remarks.paidCash, B.amiraBenSalah, 0, 'Paid in cash to the driver; receipt handed over.', 12),
  ];

  const contacts: Contact[] = [
    {
      id: SAMPLE_IDS.contacts.corporateEnquiry,
      ...stamp(3, 4),
      firstName: 'Hélène',
      lastName: 'Moreau',
      email: 'helene.moreau@groupe-moreau.fr',
      phone: '+33 6 48 22 19 07',
      serviceType: 'corporate',
      message:
        'Hello, our company regularly welcomes clients at Charles de Gaulle and Orly, about ten transfers a month. Could you send us a quote for a monthly agreement with invoicing at the end of each month? Thank you.',
    },
  ];

  return {
    cars,
    tours,
    posts,
    bookings: [...bookings, ...dispatch.bookings],
    remarks,
    contacts,
    settings: [defaultSettings(ago(60, 1))],
    rideEvents: dispatch.rideEvents,
    timeOff: dispatch.timeOff,
    downtimes: dispatch.downtimes,
    profiles: dispatch.profiles,
    invoices: [],
    clientMessages: [],
  };
}
