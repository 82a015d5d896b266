// The wizard's pure rules: the estimate (shared with the server), the start values, the step
// checks with their words in en and fr, and the '#WB' reference.
import { describe, expect, it } from 'vitest';
import { estimateTotal, fromCents, toCents } from '../../src/domain/estimate';
import { bookingReference } from '../../src/domain/booking-reference';
import { normalizePublicBooking, type PublicBookingDraft } from '../../src/domain/public-booking';
import { chooseVehicle, emptyDraft, prefillFromQuery, startDraft } from '../../src/features/booking/draft';
import { draftEstimate, draftToBooking } from '../../src/features/booking/draft-booking';
import { checkStep } from '../../src/features/booking/form';
import { issueText } from '../../src/features/booking/issue-messages';
import { activateLanguage, i18n, loadCatalogs } from '../../src/i18n/i18n';
import '../app/render';

const ctx = { today: '2026-11-24' };

function valid(overrides: Partial<PublicBookingDraft> = {}): PublicBookingDraft {
  return {
    ...emptyDraft(),
    serviceType: 'airport',
    vehicleId: 'car-1',
    pickupLocation: 'Orly',
    pickupDate: '2026-12-01',
    pickupTime: '08:15',
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.com',
    phone: '+33 6 12 34 56 78',
    ...overrides,
  };
}

describe('estimate', () => {
  it('prices the car by 2 hours for an airport transfer and 8 hours otherwise, to the cent', () => {
    expect(estimateTotal({ serviceType: 'transfer', pricePerHour: '89.00', passengers: 3 })).toBe('178.00');
    expect(estimateTotal({ serviceType: 'private_tour', pricePerHour: '109.00', passengers: 1 })).toBe('872.00');
    expect(estimateTotal({ serviceType: 'shared_tour', pricePerHour: '0.35', passengers: 1 })).toBe('2.80');
    expect(estimateTotal({ serviceType: 'transfer', pricePerHour: '89.5', passengers: 1 })).toBe('179.00');
  });

  it("prices a tour by person, except for an airport transfer", () => {
    expect(estimateTotal({ serviceType: 'private_tour', pricePerHour: '89.00', tourPrice: '299.00', passengers: 3 })).toBe('897.00');
    expect(estimateTotal({ serviceType: 'shared_tour', tourPrice: '0.10', passengers: 3 })).toBe('0.30');
    expect(estimateTotal({ serviceType: 'transfer', pricePerHour: '89.00', tourPrice: '299.00', passengers: 3 })).toBe('178.00');
  });

  it('has nothing to price without a car or a tour, or with an unreadable price', () => {
    expect(estimateTotal({ serviceType: 'transfer', passengers: 1 })).toBeNull();
    expect(estimateTotal({ serviceType: 'transfer', pricePerHour: 'abc', passengers: 1 })).toBeNull();
    expect(toCents('12.345')).toBeNull();
    expect(fromCents(5)).toBe('0.05');
  });

  it("a draft's estimate follows its service, car and tour", () => {
    expect(draftEstimate(valid(), { pricePerHour: '109.00' })).toBe('218.00');
    expect(draftEstimate(valid({ serviceType: 'tours', tourId: 't', passengers: 2 }), { pricePerHour: '109.00', tourPrice: '449.00' })).toBe('898.00');
    expect(draftEstimate(valid({ serviceType: '' }), { pricePerHour: '109.00' })).toBeNull();
  });
});

describe('start values', () => {
  it('takes the address over the hand-over, the hand-over over the kept draft, the draft over the chosen car', () => {
    const draft = startDraft({
      query: prefillFromQuery('?service=airport&vehicle=from-query'),
      prefill: { serviceType: 'shared', vehicleId: 'from-prefill', pickupLocation: 'Ritz', passengers: 3 },
      selectedVehicleId: 'from-selected',
      saved: { vehicleId: 'from-draft', pickupLocation: 'Typed before', firstName: 'Léa', passengers: 2 },
    });
    expect(draft).toMatchObject({ serviceType: 'airport', vehicleId: 'from-query', pickupLocation: 'Ritz', firstName: 'Léa', passengers: 3 });
    expect(startDraft({ query: {}, prefill: null, selectedVehicleId: 'from-selected', saved: { vehicleId: 'from-draft' } }).vehicleId).toBe('from-draft');
    expect(startDraft({ query: {}, prefill: null, selectedVehicleId: 'from-selected', saved: null }).vehicleId).toBe('from-selected');
    expect(startDraft({ query: {}, prefill: null, selectedVehicleId: null, saved: null })).toEqual(emptyDraft());
  });

  it('opens the tours service for a tour, ignores what is not a draft value, and keeps SPEC defaults', () => {
    expect(startDraft({ query: prefillFromQuery('?tour=t1'), prefill: null, selectedVehicleId: null, saved: null })).toMatchObject({
      serviceType: 'tours',
      tourId: 't1',
      passengers: 1,
      luggage: 1,
    });
    const odd = startDraft({ query: prefillFromQuery('?service=helicopter'), prefill: { passengers: 40 } as never, selectedVehicleId: null, saved: { luggage: '3' } as never });
    expect(odd).toMatchObject({ serviceType: '', passengers: 1, luggage: 3 });
  });

  it('shows the wanted car when it can be booked, else the second one', () => {
    expect(chooseVehicle(['a', 'b', 'c'], 'c')).toBe('c');
    expect(chooseVehicle(['a', 'b', 'c'], 'gone')).toBe('b');
    expect(chooseVehicle(['a'], '')).toBe('a');
    expect(chooseVehicle([], 'x')).toBe('');
  });
});

describe('step checks', () => {
  it('step 1: every required field, a time that is not a time, a past date, the car seats', () => {
    expect(checkStep(1, emptyDraft(), ctx)).toEqual({
      serviceType: 'serviceRequired',
      vehicleId: 'vehicleRequired',
      pickupLocation: 'pickupLocationRequired',
      pickupDate: 'pickupDateRequired',
      pickupTime: 'pickupTimeRequired',
    });
    expect(checkStep(1, valid({ pickupTime: '25:99', pickupDate: '2026-11-23' }), ctx)).toEqual({
      pickupTime: 'pickupTimeInvalid',
      pickupDate: 'pickupDatePast',
    });
    expect(checkStep(1, valid({ pickupTime: '9:30 pm', pickupDate: '2026-02-30' }), ctx)).toEqual({ pickupDate: 'pickupDateInvalid' });
    expect(checkStep(1, valid({ passengers: 5 }), { ...ctx, capacity: 4 })).toEqual({ passengers: 'passengersOverCapacity' });
    expect(checkStep(1, valid({ luggage: 4 }), { ...ctx, luggageCapacity: 3 })).toEqual({ luggage: 'luggageOverCapacity' });
    expect(checkStep(1, valid({ luggage: 3 }), { ...ctx, luggageCapacity: 3 })).toEqual({});
    expect(checkStep(1, valid({ passengers: 9, luggage: -1 }), ctx)).toEqual({ passengers: 'passengersRange', luggage: 'luggageRange' });
    expect(checkStep(1, valid(), ctx)).toEqual({});
  });

  it('step 2: names, email and phone required, the email and phone well formed, requests optional', () => {
    const blank = valid({ firstName: ' ', lastName: '', email: '', phone: '' });
    expect(checkStep(2, blank, ctx)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
    });
    expect(checkStep(2, valid({ email: 'lea@example', phone: 'call me' }), ctx)).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid' });
    expect(checkStep(2, valid(), ctx)).toEqual({});
  });

  it.each([
    ['en', ['Please select a service type', 'Please select a vehicle', 'Pickup location is required', 'Pickup date is required', 'Pickup time is required', 'First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Please enter a valid email address']],
    ['fr', ['Veuillez sélectionner un type de service', 'Veuillez sélectionner un véhicule', 'Le lieu de prise en charge est requis', 'La date de prise en charge est requise', "L'heure de prise en charge est requise", 'Le prénom est requis', 'Le nom est requis', "L'email est requis", 'Le numéro de téléphone est requis', 'Veuillez entrer une adresse email valide']],
  ] as const)('words every message of SPEC 5 in %s', async (lang, expected) => {
    await loadCatalogs(['booking']);
    await activateLanguage(lang);
    const codes = ['serviceRequired', 'vehicleRequired', 'pickupLocationRequired', 'pickupDateRequired', 'pickupTimeRequired', 'firstNameRequired', 'lastNameRequired', 'emailRequired', 'phoneRequired', 'emailInvalid'];
    expect(codes.map((code) => issueText(i18n, code))).toEqual(expected);
    expect(issueText(i18n, 'passengersOverCapacity', { seats: 4 })).toBe(
      lang === 'en' ? 'Selected vehicle can only accommodate up to 4 passengers' : 'Le véhicule sélectionné ne peut accueillir que 4 passagers au maximum',
    );
    expect(issueText(i18n, 'luggageOverCapacity', { bags: 3 })).toBe(
      lang === 'en' ? 'Selected vehicle takes at most 3 bags' : 'Le véhicule sélectionné prend au plus 3 bagages',
    );
  });

  it('gives real Arabic, not English', async () => {
    await loadCatalogs(['booking']);
    await activateLanguage('ar');
    expect(issueText(i18n, 'pickupTimeRequired')).toBe('ساعة الانطلاق مطلوبة');
    expect(issueText(i18n, 'pickupTimeInvalid')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('reference and booking', () => {
  it("is '#WB' and the last 6 digits of the creation time in ms", () => {
    expect(bookingReference('2026-11-24T10:15:30.123Z')).toBe(`#WB${String(Date.parse('2026-11-24T10:15:30.123Z')).slice(-6)}`);
    expect(bookingReference('1970-01-01T00:00:00.042Z')).toBe('#WB000042');
  });

  it('becomes a pending public transport booking with the stored names, without fields of other services', () => {
    const booking = draftToBooking(valid({ serviceType: 'shared', dropoffLocation: 'Versailles', flightNumber: 'AF1', tourId: 't', pickupTime: '9:05 pm' }), '897.00');
    expect(booking).toMatchObject({ serviceType: 'shared_tour', tourId: 't', pickupTime: '21:05', status: 'pending', source: 'public', vatKind: 'transport', totalPrice: '897.00' });
    expect(booking.dropoffLocation).toBeUndefined();
    expect(booking.flightTrainNumber).toBeUndefined();
    expect(draftToBooking(valid({ flightNumber: 'AF 1', tourId: 't' }), '1.00')).toMatchObject({ serviceType: 'transfer', flightTrainNumber: 'AF 1', tourId: undefined });
  });

  it("reads SPEC 3's payload on the server side with its defaults", () => {
    expect(normalizePublicBooking({ serviceType: 'tours', flightNumber: '', dropoffLocation: '', passengers: '3' })).toEqual({ serviceType: 'private_tour', passengers: 3, luggage: 1 });
    expect(normalizePublicBooking({ serviceType: 'transfer', flightNumber: 'AF 1' })).toEqual({ serviceType: 'transfer', flightTrainNumber: 'AF 1', passengers: 1, luggage: 1 });
  });
});
