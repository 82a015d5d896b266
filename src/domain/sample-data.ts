// The seed: SPEC's sample records with fixed ids, so every device and the server start from the very same baseline.

import { defaultSettings } from './default-settings';
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
      name: 'Mercedes-Benz E-Class',
      category: 'sedan',
      description:
        'The business traveller’s favourite: a quiet, composed saloon with soft leather, dual-zone climate control and on-board WiFi. Ideal for airport transfers and meetings across Paris.',
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
      name: 'Range Rover Sport',
      category: 'suv',
      description:
        'Commanding and comfortable, with room for the whole family and their luggage. A confident choice for long drives to Normandy, the Loire or the Alps, whatever the weather.',
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
      name: 'Mercedes-Benz V-Class',
      category: 'van',
      description:
        'Eight comfortable seats facing each other, generous space for suitcases and ski bags, and an entertainment system for the children. The natural choice for groups and families.',
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
      name: 'Mercedes-Benz S-Class',
      category: 'sedan',
      description:
        'Our flagship limousine for VIP guests, weddings and gala evenings: reclining rear seats, a hushed cabin, chilled water and champagne on request.',
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
      name: 'BMW X7',
      category: 'suv',
      description:
        'A spacious six-seat SUV with a panoramic roof and a premium interior, well suited to executives travelling together and to day trips out of the city.',
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
      name: 'Mercedes Sprinter VIP',
      category: 'van',
      description:
        'A lounge on wheels for delegations and roadshows: club seating, ambient lighting, a screen for presentations and room for a full set of luggage.',
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
      name: 'Audi A6',
      category: 'sedan',
      description:
        'Discreet, efficient and smooth, the Audi A6 is our everyday saloon for station pick-ups and short city journeys. Currently in for its scheduled service.',
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
      title: 'Versailles Palace & Gardens',
      description:
        'Skip the train and the queues: your chauffeur drives you to the Château de Versailles, where a licensed guide leads you through the Hall of Mirrors and the King’s apartments before you wander the gardens, the Trianon estates and Marie-Antoinette’s hamlet at your own pace.',
      image: '/images/tours/versailles.svg',
      duration: '8 hours',
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
      title: 'Champagne Day Trip',
      description:
        'A day in Reims and Épernay: the cathedral where French kings were crowned, the chalk cellars of a great champagne house, and a tasting with a family grower on the Avenue de Champagne, with lunch among the vineyards. Your chauffeur drives, so you can enjoy every glass.',
      image: '/images/tours/champagne.svg',
      duration: 'Full day',
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
      title: 'Loire Valley Châteaux',
      description:
        'Join a small group for a day among the royal châteaux of the Loire: Chambord and its double-helix staircase, Chenonceau spanning the river Cher, and a stop in Amboise for lunch. Comfortable minivan, commentary on the way and hotel pick-up in central Paris.',
      image: '/images/tours/loire-valley.svg',
      duration: 'Full day',
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
      title: 'Paris City Highlights',
      description:
        'The essential Paris in one afternoon: the Eiffel Tower, the Champs-Élysées and the Arc de Triomphe, Notre-Dame and the Latin Quarter, the Louvre and Montmartre, with photo stops where the views are best and a chauffeur who knows every shortcut.',
      image: '/images/tours/paris-highlights.svg',
      duration: '4 hours',
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
      title: 'Giverny & Monet’s Gardens',
      description:
        'Follow Claude Monet to Giverny, an hour from Paris: his pink house, the flower garden of the Clos Normand and the water garden with its Japanese bridge and water lilies. Shared with a small group, from April to October when the gardens are open.',
      image: '/images/tours/giverny.svg',
      duration: '5 hours',
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
      title: 'Sidi Bou Said & Carthage',
      description:
        'From your hotel in Tunis or Gammarth to the ruins of Carthage, the Antonine Baths by the sea and the Bardo’s mosaics, then up to the blue and white village of Sidi Bou Said for mint tea at the Café des Délices overlooking the gulf.',
      image: '/images/tours/sidi-bou-said.svg',
      duration: '6 hours',
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
      title: 'French Riviera: Nice, Èze & Monaco',
      description:
        'Along the Corniches from Nice: the Promenade des Anglais and the old town, the perched village of Èze and its exotic garden, then Monaco, with the Prince’s Palace, the Casino square and the harbour. Pick-up from your hotel or from Nice Côte d’Azur Airport.',
      image: '/images/tours/french-riviera.svg',
      duration: '8 hours',
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
      title: '10 Tips for a Stress-Free Airport Transfer in Paris',
      excerpt:
        'Charles de Gaulle and Orly are busy airports. A little preparation turns your arrival into the calm start of your stay: here is what our chauffeurs recommend.',
      content: [
        'Paris has two main airports, Charles de Gaulle (CDG) to the north and Orly (ORY) to the south, and each has several terminals. Always give us your flight number when you book: we follow your flight in real time, so a delay or an early landing never leaves you waiting.',
        'Your chauffeur waits for you in the arrivals hall with a name board. We include fifteen minutes of free waiting after landing for domestic flights and more for international ones, because baggage reclaim and passport control can take a while.',
        'Tell us how many suitcases, pushchairs or golf bags you have. A sedan takes three medium suitcases comfortably; beyond that, or with bulky items, a van is more pleasant for everyone.',
        'Travelling with young children? Ask for a child seat or a booster when you book. They are free, but we need to know in advance so the right seat is fitted before we leave.',
        'Keep your phone switched on after landing. If you cannot find your chauffeur, a message on WhatsApp is the quickest way to meet: we answer in French, English and Arabic.',
        'Finally, allow time on the way back. From central Paris, count an hour to Charles de Gaulle outside rush hour and ninety minutes at peak times. We will suggest a pick-up time when you book.',
      ].join('\n\n'),
      image: '/images/posts/airport-transfer-tips.svg',
      category: 'travel-tips',
      readTime: '5 min read',
      published: true,
    },
    {
      id: P.hiddenParis,
      ...stamp(35, 5),
      title: 'Hidden Paris: Places Most Visitors Miss',
      excerpt:
        'Beyond the Eiffel Tower and the Louvre, Paris keeps quiet courtyards, covered passages and village streets. Our chauffeurs share their favourite detours.',
      content: [
        'Every chauffeur has a private map of Paris, built over years of waiting for clients and taking the scenic way round. Here are a few places from ours.',
        'The covered passages of the 2nd arrondissement, such as Galerie Vivienne and Passage des Panoramas, were the shopping malls of the nineteenth century. Today they hold bookshops, tea rooms and old engravers under glass roofs.',
        'Behind the Bastille, the Coulée Verte runs along an old railway viaduct, planted with roses and bamboo, high above the traffic. Below, the arches house craftsmen’s workshops.',
        'The Butte-aux-Cailles, in the 13th, feels like a village: cobbled streets, street art and small bistros where Parisians actually eat. Ask us to drop you at the top and pick you up at the bottom.',
        'And at the end of the day, the terrace of the Institut du Monde Arabe offers one of the finest free views over Notre-Dame and the Seine.',
      ].join('\n\n'),
      image: '/images/posts/hidden-paris.svg',
      category: 'destinations',
      readTime: '6 min read',
      published: true,
    },
    {
      id: P.tunisiaGuide,
      ...stamp(28, 2),
      title: 'Tunisia Beyond the Beach: A Chauffeur’s Guide',
      excerpt:
        'From the ruins of Carthage to the medina of Kairouan and the gates of the Sahara, Tunisia rewards those who travel inland. How to plan it, and why a driver helps.',
      content: [
        'Most visitors land at Tunis-Carthage, Enfidha-Hammamet, Monastir or Djerba-Zarzis and head straight for the coast. The beaches are lovely, but the country’s history is a short drive away.',
        'Around Tunis, Carthage and the Bardo Museum hold some of the finest Roman mosaics in the world, and the village of Sidi Bou Said, all white walls and blue shutters, is best seen in the late afternoon.',
        'Further south, Kairouan’s Great Mosque is one of the oldest in North Africa, and the Roman amphitheatre of El Jem is as impressive as the Colosseum, with a fraction of the crowds.',
        'Distances are longer than they look and signposting can be sparse. A driver who knows the roads, speaks Arabic and French and can recommend where to stop for lunch makes the day far more relaxed.',
        'Our Tunisian team meets you at any of the four international airports and can arrange tours of a day or several, with a professional guide and an air-conditioned vehicle.',
      ].join('\n\n'),
      image: '/images/posts/tunisia-guide.svg',
      category: 'destinations',
      readTime: '7 min read',
      published: true,
    },
    {
      id: P.rivieraRoadTrip,
      ...stamp(21, 6),
      title: 'The Perfect French Riviera Road Trip',
      excerpt:
        'Three Corniches, perched villages and the glamour of Monaco: how to spend a day between Nice and the Italian border without fighting for a parking space.',
      content: [
        'The coast between Nice and Menton is crossed by three roads stacked on the hillside: the Lower Corniche along the sea, the Middle Corniche through Èze, and the Great Corniche high above. Each has its own views.',
        'Start early in Nice with the flower market of the Cours Saleya, then climb to Èze before the coaches arrive. The exotic garden at the top has the best panorama of the whole coast.',
        'In Monaco, walk from the Prince’s Palace through the old town, then down to the harbour and the Casino square. Your chauffeur waits nearby, so there is no need to search for parking.',
        'On the way back, stop at Villefranche-sur-Mer for a drink by the water as the sun goes down over Cap Ferrat.',
      ].join('\n\n'),
      image: '/images/posts/riviera-road-trip.svg',
      category: 'destinations',
      readTime: '5 min read',
      published: true,
    },
    {
      id: P.businessTravel,
      ...stamp(14, 4),
      title: 'Business Travel in Paris: Why a Chauffeur Saves You Time',
      excerpt:
        'Between meetings at La Défense, lunch in the 8th and a train from Gare du Nord, a dedicated chauffeur turns dead time into working time.',
      content: [
        'A business day in Paris often means three or four addresses, each twenty minutes apart if traffic allows. With a chauffeur at your disposal, the car waits outside every meeting and you never queue for a taxi.',
        'The back seat becomes an office: WiFi, a charger for your phone and laptop, and a quiet cabin for calls. Many of our clients prepare their next meeting on the way.',
        'Hourly hire is billed by the hour with a clear rate, and every booking comes with a proper invoice showing VAT, ready for your expense report.',
        'For delegations and roadshows, we coordinate several vehicles and drivers, with one contact person for the whole programme.',
      ].join('\n\n'),
      image: '/images/posts/business-travel.svg',
      category: 'services',
      readTime: '4 min read',
      published: true,
    },
    {
      id: P.brusselsWeekend,
      ...stamp(8, 1),
      title: 'A Weekend in Brussels: From the Grand-Place to Chocolate Workshops',
      excerpt:
        'Brussels is barely an hour and a half from Paris by train. Here is a relaxed weekend plan, with a chauffeur to meet you at Bruxelles-Midi.',
      content: [
        'Arrive at Bruxelles-Midi on a Friday evening and let your chauffeur take you to your hotel near the Grand-Place, which is at its most beautiful lit up at night.',
        'On Saturday, explore the Royal Galleries of Saint-Hubert, then the Sablon district with its antique dealers and chocolate makers. Several of them run workshops where you can make your own pralines.',
        'In the afternoon, the Magritte Museum and the Musical Instruments Museum are a short walk apart, and the view from the Mont des Arts is worth the climb.',
        'On Sunday, drive out to the Atomium and the Royal Greenhouses of Laeken if they are open, or to Waterloo for history lovers, before your train back to Paris.',
      ].join('\n\n'),
      image: '/images/posts/brussels-weekend.svg',
      category: 'travel-tips',
      readTime: '6 min read',
      published: true,
    },
    {
      id: P.wineTasting,
      ...stamp(2, 7),
      title: 'Champagne and Burgundy: Wine Tasting by Private Car',
      excerpt:
        'Two great wine regions within reach of Paris, and the one rule that matters: let someone else drive. A draft guide to our tasting days.',
      content: [
        'Reims and Épernay are ninety minutes from Paris; the Côte de Beaune a little under three hours. Both are perfect for a day or a weekend of tasting.',
        'In Champagne, the great houses open their chalk cellars for tours, while small growers welcome you in their own kitchens. We like to mix both.',
        'In Burgundy, the villages of Meursault, Pommard and Beaune follow one another along the Route des Grands Crus, with tastings every few kilometres.',
        'Your chauffeur knows the estates, keeps your purchases safe in the boot and makes sure you get back to Paris relaxed.',
      ].join('\n\n'),
      image: '/images/posts/wine-tasting.svg',
      category: 'services',
      readTime: '4 min read',
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
