// The home search made into the booking wizard's starting values, and its checks before searching.
import { describe, expect, it } from 'vitest';
import {
  AIRPORT_PASSENGERS,
  checkSearch,
  GROUP_SIZES,
  localIsoDate,
  passengersOf,
  searchToPrefill,
  TOUR_DURATIONS,
  TOUR_PARTICIPANTS,
  TOUR_TYPES,
  type HomeSearch,
  type SearchNote,
} from '../../src/features/home/form';
import { defaultReservation } from '../../src/app/state';
import { startDraft } from '../../src/features/booking/draft';

const describeNote = (note: SearchNote) => `${note.kind}=${note.value}`;

function searchOf(patch: Partial<HomeSearch>): HomeSearch {
  return { ...structuredClone(defaultReservation), ...patch };
}

describe('SPEC 9 option lists', () => {
  it('are the airport, tour and group choices of the widget', () => {
    expect(AIRPORT_PASSENGERS).toEqual(['1', '2', '3', '4+']);
    expect(TOUR_TYPES).toEqual(['sidi-bou-said', 'sahara', 'kairouan', 'dougga', 'custom']);
    expect(TOUR_DURATIONS).toEqual(['half-day', '1', '2', '3', '4+']);
    expect(TOUR_PARTICIPANTS).toEqual(['1', '2', '3-4', '5-8']);
    expect(GROUP_SIZES).toEqual(['10', '20', '30', '50', '50+']);
  });
});

describe('passengersOf', () => {
  it('reads the smallest number of a choice, within the wizard’s 1-8', () => {
    expect(passengersOf('1')).toBe(1);
    expect(passengersOf('4+')).toBe(4);
    expect(passengersOf('3-4')).toBe(3);
    expect(passengersOf('5-8')).toBe(5);
    expect(passengersOf('10')).toBeUndefined();
    expect(passengersOf('')).toBeUndefined();
  });
});

describe('searchToPrefill', () => {
  it('hands an airport search to the airport service field by field', () => {
    const search = searchOf({
      selectedService: 'airport',
      airportData: {
        pickupLocation: ' Tunis-Carthage (TUN) ',
        dropoffLocation: 'Hôtel Africa, Tunis',
        pickupDate: '2030-05-04',
        pickupTime: '9:05 pm',
        passengers: '4+',
        flightNumber: 'TU 711',
      },
    });
    expect(searchToPrefill(search, describeNote)).toEqual({
      serviceType: 'airport',
      pickupLocation: 'Tunis-Carthage (TUN)',
      dropoffLocation: 'Hôtel Africa, Tunis',
      pickupDate: '2030-05-04',
      pickupTime: '21:05',
      flightNumber: 'TU 711',
      passengers: 4,
    });
  });

  it('leaves empty fields out, so the wizard keeps what it had', () => {
    expect(searchToPrefill(searchOf({ selectedService: 'airport' }), describeNote)).toEqual({ serviceType: 'airport', passengers: 1 });
  });

  it('opens the tours service from the hotel and start date, the tour and duration written in the requests', () => {
    const search = searchOf({
      selectedService: 'tours',
      tourData: {
        tourType: 'sahara',
        startDate: '2030-06-01',
        duration: '2',
        participants: '3-4',
        hotel: 'Dar El Marsa',
        specialRequests: 'Vegetarian lunch',
      },
    });
    expect(searchToPrefill(search, describeNote)).toEqual({
      serviceType: 'tours',
      pickupLocation: 'Dar El Marsa',
      pickupDate: '2030-06-01',
      passengers: 3,
      specialRequests: 'tourType=sahara\nduration=2\nparticipants=3-4\n\nVegetarian lunch',
    });
  });

  it('opens the shared service for an organized tour; group, destination and return go in the requests', () => {
    const search = searchOf({
      selectedService: 'organized',
      organizedData: {
        groupName: 'Lycée Voltaire',
        groupSize: '30',
        pickupPoint: 'Gare de Lyon',
        destination: 'Mont-Saint-Michel',
        departureDate: '2030-07-10',
        departureTime: '07:30',
        returnDate: '2030-07-11',
        specialNeeds: 'One wheelchair',
      },
    });
    const prefill = searchToPrefill(search, describeNote);
    expect(prefill).toEqual({
      serviceType: 'shared',
      pickupLocation: 'Gare de Lyon',
      pickupDate: '2030-07-10',
      pickupTime: '07:30',
      specialRequests:
        'groupName=Lycée Voltaire\ngroupSize=30\ndestination=Mont-Saint-Michel\nreturnDate=2030-07-11\n\nOne wheelchair',
    });
    // What the wizard opens with: the hand-over wins over an older draft of the tab.
    const draft = startDraft({ query: { serviceType: 'shared' }, prefill, selectedVehicleId: null, saved: { pickupLocation: 'Old place', phone: '+33 6 12 34 56 78' } });
    expect(draft.pickupLocation).toBe('Gare de Lyon');
    expect(draft.phone).toBe('+33 6 12 34 56 78');
    expect(draft.serviceType).toBe('shared');
  });

  it('keeps the special requests within the wizard’s 2000 characters', () => {
    const search = searchOf({ selectedService: 'tours', tourData: { ...defaultReservation.tourData, specialRequests: 'x'.repeat(2500) } });
    expect(searchToPrefill(search, describeNote).specialRequests).toHaveLength(2000);
  });
});

describe('checkSearch', () => {
  const today = '2030-01-10';

  it('accepts empty fields: the wizard asks for them', () => {
    expect(checkSearch<'airport'>(defaultReservation.airportData, today)).toEqual({});
  });

  it('refuses a past date and an unreadable time', () => {
    expect(checkSearch<'airport'>({ ...defaultReservation.airportData, pickupDate: '2030-01-09', pickupTime: '25:00' }, today)).toEqual({
      pickupDate: 'datePast',
      pickupTime: 'timeInvalid',
    });
    expect(checkSearch<'airport'>({ ...defaultReservation.airportData, pickupDate: today, pickupTime: '7:15 pm' }, today)).toEqual({});
  });

  it('refuses a return before the departure and a date that does not exist', () => {
    expect(
      checkSearch<'organized'>({ ...defaultReservation.organizedData, departureDate: '2030-03-10', returnDate: '2030-03-09' }, today),
    ).toEqual({ returnDate: 'returnBeforeDeparture' });
    expect(checkSearch<'tours'>({ ...defaultReservation.tourData, startDate: '2030-02-30' }, today)).toEqual({ startDate: 'dateInvalid' });
  });
});

describe('localIsoDate', () => {
  it('is the local calendar date', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 0, 30))).toBe('2030-01-05');
  });
});
