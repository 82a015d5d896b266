// The admin booking form's pure logic: its checks, the booking it makes, the draft read back, and the
// BON DE COMMANDE (reference, French formats, '-' and 'To be defined', legal mentions), its PDF page
// and name, and the WhatsApp link.
import { describe, expect, it } from 'vitest';
import { cleanOrderForm, cleanRemarkDrafts } from '../../src/features/admin-booking-form/draft-storage';
import { checkOrderForm } from '../../src/features/admin-booking-form/form';
import { orderDocument, orderReference, type OrderDocumentInput } from '../../src/features/admin-booking-form/order-document-model';
import {
  emptyOrderForm,
  orderFormFromBooking,
  orderFormToCreate,
  orderFormToPatch,
  serviceOfTour,
  type OrderFormValues,
} from '../../src/features/admin-booking-form/order-form-values';
import { frDate, frDateTime, frMoney, frTime } from '../../src/features/admin-booking-form/order-format';
import { pdfFileName, pdfPage } from '../../src/features/admin-booking-form/order-pdf';
import { placeRemarks, remarkText } from '../../src/features/admin-booking-form/remark-drafts';
import { orderSummaryText, whatsappLink, whatsappNumber } from '../../src/features/admin-booking-form/whatsapp';
import { defaultCompany, SAMPLE_IDS } from '../../src/domain/sample-data';
import { REMARK_COLORS, type Booking } from '../../src/domain/types';

/** Intl puts no-break spaces in French numbers and dates: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const filled: OrderFormValues = {
  ...emptyOrderForm('2026-06-15'),
  pickupTime: '14:30',
  firstName: ' Yasmine ',
  lastName: 'Ben Salah',
  phone: '+216 55 123 456',
  pickupLocation: 'Aéroport Paris-Charles de Gaulle\nTerminal 2E',
  price: 185,
};

function documentInput(values: OrderFormValues, remarks: OrderDocumentInput['remarks'] = []): OrderDocumentInput {
  return {
    values,
    remarks,
    issuedAt: new Date(2026, 5, 15, 9, 5),
    bookedAt: new Date(2026, 5, 14, 18, 40),
    company: defaultCompany(),
    contact: { phone: '+33 1 84 60 00 00', email: 'contact@paris-prestige-chauffeur.fr' },
    vatPercent: 10,
  };
}

const rowOf = (input: OrderDocumentInput, section: string, label: string) =>
  orderDocument(input)
    .sections.find((s) => s.title === section)
    ?.rows.find((r) => r.label === label)?.value;

describe('the form values', () => {
  it('start as SPEC 3 says: today, 1 passenger, no baggage, transfer, price 0, payment to be defined, pending', () => {
    const values = emptyOrderForm('2026-11-25');
    expect(values).toMatchObject({
      pickupDate: '2026-11-25',
      passengers: 1,
      luggage: 0,
      serviceType: 'transfer',
      vehicleId: 'none',
      tourId: 'none',
      price: 0,
      paymentMethod: '',
      vatKind: 'transport',
      status: 'pending',
      email: '',
    });
  });

  it('name every required field that is empty, and nothing else', () => {
    expect(checkOrderForm({ ...emptyOrderForm('2026-06-15'), pickupDate: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      phone: 'phoneRequired',
      pickupDate: 'pickupDateRequired',
      pickupTime: 'pickupTimeRequired',
      pickupLocation: 'pickupLocationRequired',
    });
    expect(checkOrderForm(filled)).toEqual({});
  });

  it('hold the minimums: 1 passenger, 0 baggage, price 0, and whole numbers', () => {
    expect(checkOrderForm({ ...filled, passengers: 0, luggage: -1, price: -5 })).toEqual({
      passengers: 'passengersMin',
      luggage: 'luggageMin',
      price: 'priceMin',
    });
    expect(checkOrderForm({ ...filled, passengers: '', luggage: 2.5, price: 'abc' })).toEqual({
      passengers: 'countInvalid',
      luggage: 'countInvalid',
      price: 'priceInvalid',
    });
    expect(checkOrderForm({ ...filled, passengers: '3', luggage: '0', price: '0' })).toEqual({});
  });

  it('refuse a time, a date or a phone that is not one', () => {
    expect(checkOrderForm({ ...filled, pickupTime: '25:00', pickupDate: '2026-02-30', phone: 'call me' })).toEqual({
      pickupTime: 'pickupTimeInvalid',
      pickupDate: 'pickupDateInvalid',
      phone: 'phoneInvalid',
    });
    expect(checkOrderForm({ ...filled, pickupTime: '9:05 pm' })).toEqual({});
  });

  it('make an admin booking: trimmed, none and empty fields absent, 24 h time, price in cents', () => {
    const booking = orderFormToCreate({ ...filled, pickupTime: '9:05 pm', price: '85,5', flightTrainNumber: '  ', paymentMethod: 'cash' });
    expect(booking).toMatchObject({
      firstName: 'Yasmine',
      pickupTime: '21:05',
      totalPrice: '85.50',
      paymentMethod: 'cash',
      source: 'admin',
      status: 'pending',
      passengers: 1,
      luggage: 0,
    });
    expect(booking.vehicleId).toBeUndefined();
    expect(booking.tourId).toBeUndefined();
    expect(booking.flightTrainNumber).toBeUndefined();
    expect(orderFormToCreate({ ...filled, vehicleId: SAMPLE_IDS.cars.eClass }).vehicleId).toBe(SAMPLE_IDS.cars.eClass);
  });

  it('clear the optional fields an edit empties', () => {
    const patch = orderFormToPatch({ ...filled, dropoffLocation: '', vehicleId: 'none', paymentMethod: '' });
    expect(patch.dropoffLocation).toBeNull();
    expect(patch.vehicleId).toBeNull();
    expect(patch.paymentMethod).toBeNull();
    expect(patch.firstName).toBe('Yasmine');
  });

  it('come back from a booking with none for an absent car and tour', () => {
    const booking = {
      ...orderFormToCreate(filled),
      id: SAMPLE_IDS.bookings.sophieMartin,
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
      rev: 3,
    } as Booking;
    const values = orderFormFromBooking(booking);
    expect(values.vehicleId).toBe('none');
    expect(values.tourId).toBe('none');
    expect(values.price).toBe(185);
    expect(values.dropoffLocation).toBe('');
  });

  it('follow the tour for the hidden service type', () => {
    expect(serviceOfTour(undefined)).toBe('transfer');
    expect(serviceOfTour({ category: 'private' })).toBe('private_tour');
    expect(serviceOfTour({ category: 'shared' })).toBe('shared_tour');
  });

  it('are read back from storage field by field, the defaults for what is missing or wrong', () => {
    expect(cleanOrderForm('not an object', '2026-06-15')).toEqual(emptyOrderForm('2026-06-15'));
    const back = cleanOrderForm({ firstName: 'Léa', passengers: '3', status: 'lost', paymentMethod: 'card', vehicleId: 42 }, '2026-06-15');
    expect(back).toEqual({ ...emptyOrderForm('2026-06-15'), firstName: 'Léa', passengers: '3', paymentMethod: 'card' });
    expect(cleanRemarkDrafts([{ key: 'a', text: 'Siège enfant' }, { key: 'b', text: '  ' }, { text: 'no key' }, 7])).toEqual([
      { key: 'a', text: 'Siège enfant' },
    ]);
  });
});

describe('remarks while the form is open', () => {
  it('take trimmed text, and nothing when it is blank', () => {
    expect(remarkText('  Siège enfant \n')).toBe('Siège enfant');
    expect(remarkText(' \n\t ')).toBeNull();
  });

  it('cycle through the six colours in order, new ones after the stored ones', () => {
    const fresh = placeRemarks(Array.from({ length: 7 }, (_, i) => ({ key: String(i), text: `R${i}` })));
    expect(fresh.map((r) => r.color)).toEqual([...REMARK_COLORS, 'blue']);
    const mixed = placeRemarks([
      { key: 'a', id: 'x', text: 'stored', position: 4 },
      { key: 'b', text: 'new' },
    ]);
    expect(mixed.map((r) => [r.position, r.color])).toEqual([
      [4, 'pink'],
      [5, 'orange'],
    ]);
  });
});

describe('the BON DE COMMANDE', () => {
  it('has the reference BC-{year}-{month}{day} of its issue date', () => {
    expect(orderReference(new Date(2026, 0, 5, 23, 59))).toBe('BC-2026-0105');
    expect(orderReference(new Date(2026, 10, 25, 0, 1))).toBe('BC-2026-1125');
    const document = orderDocument(documentInput(filled));
    expect(document.title).toBe('BON DE COMMANDE');
    expect(document.reference).toBe('BC-2026-0615');
    expect(document.issued).toBe('Émis le 15/06/2026 09:05');
  });

  it('writes dates, times and euros the French way', () => {
    expect(frDateTime(new Date(2026, 5, 15, 14, 32))).toBe('15/06/2026 14:32');
    expect(frDate('2026-06-15')).toBe('15/06/2026');
    expect(frDate('')).toBe('-');
    expect(frTime('9:05 pm')).toBe('21:05');
    expect(frTime('')).toBe('-');
    expect(plain(frMoney(1250))).toBe('1 250,00 €');
    expect(plain(frMoney('85.5'))).toBe('85,50 €');
    expect(plain(frMoney('nothing'))).toBe('0,00 €');
  });

  it("shows '-' for what is empty, and 'To be defined' for a payment not chosen", () => {
    const input = documentInput(filled);
    expect(rowOf(input, 'Détails du trajet', 'N° de vol / train')).toBe('-');
    expect(rowOf(input, 'Adresses', 'Destination')).toBe('-');
    expect(rowOf(input, 'Paiement', 'Mode de paiement')).toContain('To be defined');
    expect(rowOf(documentInput({ ...filled, paymentMethod: 'cash' }), 'Paiement', 'Mode de paiement')).toBe('Espèces');
    expect(rowOf(documentInput({ ...filled, paymentMethod: 'card' }), 'Paiement', 'Mode de paiement')).toBe('Par carte');
    expect(rowOf(input, 'Informations client', 'Prénom')).toBe('Yasmine');
    expect(rowOf(input, 'Détails de la réservation', 'Passagers')).toBe('1');
    expect(rowOf(input, 'Détails de la réservation', 'Bagages')).toBe('0');
  });

  it('has the remarks box only when there are remarks, with their colours', () => {
    expect(orderDocument(documentInput(filled)).remarks).toBeNull();
    const document = orderDocument(documentInput(filled, [{ text: ' Siège enfant ', color: 'green' }]));
    expect(document.remarks).toEqual({ title: 'Remarques importantes', items: [{ text: 'Siège enfant', color: 'green' }] });
  });

  it('totals in euros with the VAT of its kind', () => {
    const { total } = orderDocument(documentInput(filled));
    expect(plain(total.value)).toBe('185,00 €');
    expect(plain(total.vat)).toBe('dont TVA 10 % : 16,82 €');
  });

  it("carries what French law asks of a VTC booking form: operator, register, SIREN, client, booking and pickup", () => {
    const legal = Object.fromEntries(orderDocument(documentInput(filled)).legal.rows.map((r) => [r.label, r.value]));
    const company = defaultCompany();
    expect(legal['Exploitant']).toBe(company.legalName);
    expect(legal['Adresse']).toBe(company.address);
    expect(legal['Contact']).toBe('+33 1 84 60 00 00 · contact@paris-prestige-chauffeur.fr');
    expect(legal['N° d’inscription au registre VTC']).toBe(company.vtcRegistration);
    expect(legal['SIREN']).toBe(company.siren);
    expect(legal['Client']).toBe('Yasmine Ben Salah · +216 55 123 456');
    expect(legal['Réservation effectuée le']).toBe('14/06/2026 18:40');
    expect(legal['Prise en charge']).toBe('15/06/2026 à 14:30 · Aéroport Paris-Charles de Gaulle\nTerminal 2E');
  });

  it('makes the client’s copy in their language, saying it is a translation; the original stays French', () => {
    const input: OrderDocumentInput = {
      ...documentInput({ ...filled, paymentMethod: 'card', serviceType: 'private_tour' }),
      tourTitle: 'Château et jardins de Versailles',
      copy: { lang: 'en', tourTitle: 'Versailles Palace & Gardens' },
    };
    const copy = orderDocument(input, 'copy');
    expect(copy).toMatchObject({ lang: 'en', title: 'ORDER FORM', issued: 'Issued on 15/06/2026, 09:05', reference: 'BC-2026-0615' });
    expect(copy.note).toBe('Client copy, translated from the French BON DE COMMANDE, which prevails.');
    const trip = Object.fromEntries(copy.sections[0]!.rows.map((r) => [r.label, r.value]));
    expect(trip).toMatchObject({ Date: '15/06/2026', Time: '14:30', Service: 'Private tour', Tour: 'Versailles Palace & Gardens' });
    expect(copy.sections.find((s) => s.title === 'Payment')?.rows[0]).toEqual({ label: 'Payment method', value: 'By card' });
    expect(plain(copy.total.value)).toBe('€185.00');
    expect(plain(copy.total.vat)).toBe('including VAT 10%: €16.82');
    expect(copy.legal.rows.find((r) => r.label === 'Pickup')?.value).toBe('15/06/2026 at 14:30 · Aéroport Paris-Charles de Gaulle\nTerminal 2E');

    const arabic = orderDocument({ ...input, copy: { lang: 'ar', tourTitle: 'قصر فرساي وحدائقه' } }, 'copy');
    expect(arabic).toMatchObject({ lang: 'ar', title: 'أمر حجز' });
    expect(arabic.sections[0]!.rows.find((r) => r.label === 'الجولة')?.value).toBe('قصر فرساي وحدائقه');
    expect(plain(arabic.total.value)).toBe('\u200f185,00 €');

    const original = orderDocument(input);
    expect(original).toMatchObject({ lang: 'fr', title: 'BON DE COMMANDE', note: '' });
    expect(original.sections[0]!.rows.find((r) => r.label === 'Circuit')?.value).toBe('Château et jardins de Versailles');
    // Asked for a copy without one (a French client), the original.
    expect(orderDocument(documentInput(filled), 'copy')).toEqual(orderDocument(documentInput(filled)));
  });

  it('names a copy’s PDF after its language', () => {
    expect(pdfFileName('Yasmine', 'Ben Salah', 42, 'ar')).toBe('facture-Yasmine-Ben-Salah-42-ar.pdf');
  });

  it('sums itself up in French for WhatsApp', () => {
    const text = orderSummaryText(documentInput({ ...filled, paymentMethod: 'cash' }, [{ text: 'Siège enfant', color: 'blue' }]));
    expect(text.split('\n')).toEqual([
      'BON DE COMMANDE BC-2026-0615 - Paris Prestige Chauffeur SAS',
      'Client : Yasmine Ben Salah (+216 55 123 456)',
      'Date : 15/06/2026 à 14:30',
      'Vol / train : -',
      'Prise en charge : Aéroport Paris-Charles de Gaulle',
      'Terminal 2E',
      'Destination : -',
      'Passagers : 1 - Bagages : 0',
      'Paiement : Espèces',
      `Montant total TTC : ${frMoney(185)}`,
      'Remarques importantes :',
      '- Siège enfant',
    ]);
  });
});

describe('the PDF and WhatsApp', () => {
  it('sizes the page to the image at 96 dpi, portrait or landscape by its shape', () => {
    const a4 = pdfPage(794, 1123);
    expect(a4.orientation).toBe('portrait');
    expect(a4.width).toBeCloseTo(210.08, 2);
    expect(a4.height).toBeCloseTo(297.13, 2);
    const wide = pdfPage(1123, 794);
    expect(wide.orientation).toBe('landscape');
    expect(wide.width).toBeCloseTo(297.13, 2);
    expect(pdfPage(96, 96)).toEqual({ orientation: 'portrait', width: 25.4, height: 25.4 });
  });

  it('names the file facture-{firstName}-{lastName}-{timestamp}.pdf', () => {
    expect(pdfFileName('Yasmine', 'Ben Salah', 1781500000000)).toBe('facture-Yasmine-Ben-Salah-1781500000000.pdf');
    expect(pdfFileName('', ' ', 1)).toBe('facture-client-client-1.pdf');
    expect(pdfFileName('A/B', 'C:D', 2)).toBe('facture-AB-CD-2.pdf');
  });

  it('opens wa.me with the number without its spaces, and nothing for a blank number', () => {
    expect(whatsappNumber('+216 55 123 456')).toBe('21655123456');
    expect(whatsappLink('+216 55 123 456', 'Bonjour à vous')).toBe('https://wa.me/21655123456?text=Bonjour%20%C3%A0%20vous');
    expect(whatsappLink('   ', 'Bonjour')).toBeNull();
    expect(whatsappLink('', 'Bonjour')).toBeNull();
  });
});
