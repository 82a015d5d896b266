// The seed's dispatch: four drivers (staff who cannot sign in until an admin gives them a password),
// rides over the coming week, some assigned and some waiting in the tray, one ride already run, a
// day off and a car in the garage, so that the board shows a real week from the first start.

import type { Booking, Downtime, Profile, RideEvent, TimeOff } from './types';
import { toIsoDate } from './time';

const id = (suffix: string) => `5eed0000-0000-4000-8000-${suffix.padStart(12, '0')}`;

export const SAMPLE_DRIVERS = {
  karim: { id: id('51'), username: 'karim', name: 'Karim Haddad', phone: '+33 6 12 48 73 90' },
  julien: { id: id('52'), username: 'julien', name: 'Julien Lefèvre', phone: '+33 6 31 07 55 21' },
  nadia: { id: id('53'), username: 'nadia', name: 'Nadia Benali', phone: '+33 7 68 14 29 03' },
  samir: { id: id('54'), username: 'samir', name: 'Samir Gharbi', phone: '+33 6 95 40 12 66' },
} as const;

const CARS = {
  eClass: id('c1'),
  rangeRoverSport: id('c2'),
  vClass: id('c3'),
  sClass: id('c4'),
  bmwX7: id('c5'),
  sprinterVip: id('c6'),
};
const TOURS = { versailles: id('a1'), parisHighlights: id('a4'), giverny: id('a5') };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SampleDispatch {
  bookings: Booking[];
  rideEvents: RideEvent[];
  timeOff: TimeOff[];
  downtimes: Downtime[];
  profiles: Profile[];
}

type Ride = Pick<Booking, 'firstName' | 'lastName' | 'phone' | 'pickupLocation' | 'pickupTime' | 'passengers' | 'luggage' | 'totalPrice'> &
  Partial<Booking> & { day: number };

export function sampleDispatch(now: Date): SampleDispatch {
  const base = now.getTime();
  const ago = (days: number, hours = 0) => new Date(base - days * DAY - hours * HOUR).toISOString();
  const stamp = (days: number, hours = 0) => ({ createdAt: ago(days, hours), updatedAt: ago(days, hours), rev: 0 });
  const date = (days: number) => toIsoDate(new Date(base + days * DAY));
  const D = SAMPLE_DRIVERS;
  const in20days = date(20);
  const in2years = date(730);

  const profiles: Profile[] = [
    { ...D.karim, vtcCardNumber: 'VTC-075-21-04418', vtcCardExpiry: in20days, licenceExpiry: date(1400) },
    { ...D.julien, vtcCardNumber: 'VTC-075-19-01932', vtcCardExpiry: in2years, licenceExpiry: date(2100) },
    { ...D.nadia, vtcCardNumber: 'VTC-092-22-07716', vtcCardExpiry: date(900), licenceExpiry: date(3000) },
    { ...D.samir, vtcCardNumber: 'VTC-093-20-03307', vtcCardExpiry: date(500), licenceExpiry: date(1800) },
  ].map(({ id: pid, name, phone, vtcCardNumber, vtcCardExpiry, licenceExpiry }) => ({
    id: pid,
    ...stamp(60),
    name,
    phone,
    image: '',
    role: 'driver',
    active: true,
    vtcCardNumber,
    vtcCardExpiry,
    licenceExpiry,
  }));

  const rides: Ride[] = [
    { day: -1, firstName: 'Claire', lastName: 'Dumont', phone: '+33 6 22 41 87 10', pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', dropoffLocation: 'Hôtel Lutetia, 45 Boulevard Raspail, 75006 Paris', pickupTime: '09:15', flightTrainNumber: 'AF 0007', passengers: 2, luggage: 3, totalPrice: '120.00', driverId: D.julien.id, assignedVehicleId: CARS.eClass, status: 'completed' },
    { day: 0, firstName: 'James', lastName: 'Whitaker', phone: '+44 7700 900 412', email: 'j.whitaker@outlook.com', pickupLocation: 'Paris Orly Airport (ORY), Terminal 4', dropoffLocation: 'Four Seasons Hotel George V, 31 Avenue George V, 75008 Paris', pickupTime: '07:40', flightTrainNumber: 'BA 0326', passengers: 2, luggage: 2, totalPrice: '95.00', driverId: D.karim.id, assignedVehicleId: CARS.sClass },
    { day: 0, firstName: 'Yasmine', lastName: 'Khelifi', phone: '+216 55 210 998', pickupLocation: 'Gare de Lyon, Paris', dropoffLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 1', pickupTime: '11:30', flightTrainNumber: 'TU 0723', passengers: 3, luggage: 4, totalPrice: '130.00', driverId: D.julien.id, assignedVehicleId: CARS.rangeRoverSport },
    { day: 0, firstName: 'Pierre', lastName: 'Garnier', phone: '+33 6 70 13 58 44', pickupLocation: 'Hôtel Le Meurice, 228 Rue de Rivoli, 75001 Paris', pickupTime: '14:00', serviceType: 'private_tour', tourId: TOURS.parisHighlights, passengers: 2, luggage: 0, totalPrice: '380.00' },
    { day: 1, firstName: 'Sarah', lastName: 'Cohen', phone: '+33 6 45 09 82 31', pickupLocation: 'Gare du Nord, Paris', dropoffLocation: 'Disneyland Paris', pickupTime: '08:00', flightTrainNumber: 'ES 9010', passengers: 5, luggage: 5, totalPrice: '165.00', driverId: D.nadia.id, assignedVehicleId: CARS.vClass },
    { day: 1, firstName: 'Hans', lastName: 'Keller', phone: '+49 151 2345 6789', pickupLocation: 'Hôtel Plaza Athénée, 25 Avenue Montaigne, 75008 Paris', dropoffLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2F', pickupTime: '10:00', passengers: 1, luggage: 2, totalPrice: '110.00', driverId: D.karim.id, assignedVehicleId: CARS.eClass },
    { day: 1, firstName: 'Léa', lastName: 'Fontaine', phone: '+33 6 81 66 20 05', pickupLocation: 'La Défense, Tour First', dropoffLocation: 'Paris Orly Airport (ORY), Terminal 3', pickupTime: '10:45', passengers: 1, luggage: 1, totalPrice: '85.00', driverId: D.karim.id, assignedVehicleId: CARS.bmwX7 },
    { day: 1, firstName: 'Omar', lastName: 'Saïdi', phone: '+33 7 52 38 14 60', pickupLocation: 'Paris Orly Airport (ORY), Terminal 1', pickupTime: '18:20', dropoffLocation: '12 Rue de la Paix, 75002 Paris', flightTrainNumber: 'TU 0712', passengers: 2, luggage: 2, totalPrice: '90.00' },
    { day: 2, firstName: 'Émilie', lastName: 'Roux', phone: '+33 6 04 77 31 92', pickupLocation: 'Hôtel de Crillon, 10 Place de la Concorde, 75008 Paris', pickupTime: '09:00', serviceType: 'private_tour', tourId: TOURS.versailles, passengers: 4, luggage: 0, totalPrice: '720.00', driverId: D.julien.id, assignedVehicleId: CARS.vClass },
    { day: 2, firstName: 'Daniel', lastName: 'Ortega', phone: '+34 612 34 56 78', pickupLocation: 'Gare Montparnasse, Paris', dropoffLocation: 'Beauvais-Tillé Airport (BVA)', pickupTime: '13:30', passengers: 5, luggage: 4, totalPrice: '210.00', driverId: D.samir.id, assignedVehicleId: CARS.eClass },
    { day: 3, firstName: 'Fatma', lastName: 'Jaziri', phone: '+216 98 440 127', pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2C', dropoffLocation: 'Pullman Paris Tour Eiffel, 18 Avenue de Suffren, 75015 Paris', pickupTime: '16:10', flightTrainNumber: 'TU 0714', passengers: 2, luggage: 3, totalPrice: '120.00', driverId: D.nadia.id, assignedVehicleId: CARS.sClass },
    { day: 3, firstName: 'Antoine', lastName: 'Mercier', phone: '+33 6 58 92 03 47', pickupLocation: '5 Avenue Marceau, 75116 Paris', pickupTime: '09:30', vatKind: 'hourly', hours: 5, serviceType: 'private_tour', passengers: 2, luggage: 1, totalPrice: '445.00', driverId: D.karim.id, assignedVehicleId: CARS.eClass },
    { day: 4, firstName: 'Chloé', lastName: 'Bernard', phone: '+33 6 13 27 64 88', pickupLocation: 'Hôtel Ritz Paris, 15 Place Vendôme, 75001 Paris', pickupTime: '08:30', serviceType: 'private_tour', tourId: TOURS.giverny, passengers: 3, luggage: 0, totalPrice: '540.00', driverId: D.samir.id, assignedVehicleId: CARS.bmwX7 },
    { day: 4, firstName: 'Mehdi', lastName: 'Bouzid', phone: '+33 7 81 50 26 14', pickupLocation: 'Gare de Lyon, Paris', dropoffLocation: 'Paris-Le Bourget Airport (LBG)', pickupTime: '15:00', passengers: 2, luggage: 2, totalPrice: '105.00' },
    { day: 5, firstName: 'Isabelle', lastName: 'Laurent', phone: '+33 6 39 71 45 02', pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2A', dropoffLocation: 'Le Bristol Paris, 112 Rue du Faubourg Saint-Honoré, 75008 Paris', pickupTime: '06:50', flightTrainNumber: 'DL 0264', passengers: 3, luggage: 5, totalPrice: '125.00', driverId: D.julien.id, assignedVehicleId: CARS.rangeRoverSport },
    { day: 6, firstName: 'Ahmed', lastName: 'Mansour', phone: '+971 50 123 4567', pickupLocation: 'Shangri-La Paris, 10 Avenue d’Iéna, 75116 Paris', dropoffLocation: 'Paris-Le Bourget Airport (LBG)', pickupTime: '12:00', passengers: 6, luggage: 8, totalPrice: '190.00', driverId: D.nadia.id, assignedVehicleId: CARS.sprinterVip },
  ];

  const bookings: Booking[] = rides.map((ride, i) => {
    const { day, ...fields } = ride;
    return {
      id: id(`9${String(i + 1).padStart(2, '0')}`),
      ...stamp(Math.max(1, 3 - day), 2),
      email: '',
      pickupDate: date(day),
      serviceType: 'transfer',
      vatKind: 'transport',
      status: 'confirmed',
      source: 'admin',
      paymentMethod: 'card',
      ...fields,
    };
  });

  const [yesterday, firstToday] = bookings;
  // Whole minutes: devices that seed a moment apart hold the very same events.
  const minute = Math.floor(base / 60_000) * 60_000;
  const event = (n: string, bookingId: string, kind: RideEvent['kind'], at: number, authorId: string, extra: Partial<RideEvent> = {}): RideEvent => ({
    id: id(`e${n}`),
    ...stamp(0),
    bookingId,
    kind,
    at: new Date(at).toISOString(),
    authorId,
    ...extra,
  });
  const rideEvents: RideEvent[] = [];
  if (yesterday) {
    const start = minute - DAY - 2 * HOUR;
    rideEvents.push(
      event('101', yesterday.id, 'accepted', start - 12 * HOUR, D.julien.id),
      event('102', yesterday.id, 'en_route', start - HOUR, D.julien.id),
      event('103', yesterday.id, 'on_location', start - 20 * 60_000, D.julien.id),
      event('104', yesterday.id, 'on_board', start + 10 * 60_000, D.julien.id),
      event('105', yesterday.id, 'done', start + 70 * 60_000, D.julien.id),
    );
  }
  if (firstToday) rideEvents.push(event('106', firstToday.id, 'accepted', minute - 10 * HOUR, D.karim.id));

  const timeOff: TimeOff[] = [
    { id: id('71'), ...stamp(10), staffId: D.nadia.id, startsAt: `${date(2)}T00:00`, endsAt: `${date(2)}T23:59`, reason: 'Family' },
  ];
  const downtimes: Downtime[] = [
    { id: id('81'), ...stamp(6), carId: CARS.rangeRoverSport, startsAt: `${date(2)}T08:00`, endsAt: `${date(3)}T18:00`, reason: 'maintenance', note: 'Service at 60,000 km and new tyres' },
  ];

  return { bookings, rideEvents, timeOff, downtimes, profiles };
}
