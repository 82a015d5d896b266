// The words of the BON DE COMMANDE. The French is the document itself (SPEC 2.6, and the law asks
// for a prior-booking proof in French); the English and Arabic ones are the client's copy, made when
// the settings ask for it, which says it is a translation.

import type { Lang } from '../../domain/paths';
import type { PaymentMethod, ServiceType } from '../../domain/types';

export interface OrderWords {
  title: string;
  /** Under the title of a copy: what it is. Empty on the French original. */
  copyNote: string;
  referencePrefix: string;
  issued: (when: string) => string;
  remarks: string;
  trip: string;
  date: string;
  time: string;
  flightTrain: string;
  service: string;
  vehicle: string;
  tour: string;
  client: string;
  firstName: string;
  lastName: string;
  phone: string;
  booking: string;
  passengers: string;
  luggage: string;
  extras: string;
  payment: string;
  paymentMethod: string;
  addresses: string;
  pickup: string;
  destination: string;
  total: string;
  /** 'dont TVA 10 % : 16,82 €'. */
  vatOne: (rate: string, amount: string) => string;
  vatMany: (rates: string, amount: string) => string;
  /** Joins VAT rates: ' et '. */
  and: string;
  /** 'le 15/06/2026 à 09:05'. */
  at: (date: string, time: string) => string;
  legal: string;
  operator: string;
  address: string;
  contact: string;
  vtcRegistration: string;
  siren: string;
  vatNumber: string;
  clientRow: string;
  bookedOn: string;
  paymentMethods: Record<PaymentMethod, string>;
  toBeDefined: string;
  services: Record<ServiceType, string>;
}

export const ORDER_WORDS: Record<Lang, OrderWords> = {
  fr: {
    title: 'BON DE COMMANDE',
    copyNote: '',
    referencePrefix: 'Réf.',
    issued: (when) => `Émis le ${when}`,
    remarks: 'Remarques importantes',
    trip: 'Détails du trajet',
    date: 'Date',
    time: 'Heure',
    flightTrain: 'N° de vol / train',
    service: 'Service',
    vehicle: 'Véhicule',
    tour: 'Circuit',
    client: 'Informations client',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    booking: 'Détails de la réservation',
    passengers: 'Passagers',
    luggage: 'Bagages',
    extras: 'Suppléments',
    payment: 'Paiement',
    paymentMethod: 'Mode de paiement',
    addresses: 'Adresses',
    pickup: 'Prise en charge',
    destination: 'Destination',
    total: 'Montant total TTC',
    vatOne: (rate, amount) => `dont TVA ${rate} : ${amount}`,
    vatMany: (rates, amount) => `dont TVA (${rates}) : ${amount}`,
    and: ' et ',
    at: (date, time) => `${date} à ${time}`,
    legal: 'Justificatif de réservation préalable (VTC)',
    operator: 'Exploitant',
    address: 'Adresse',
    contact: 'Contact',
    vtcRegistration: 'N° d’inscription au registre VTC',
    siren: 'SIREN',
    vatNumber: 'N° de TVA intracommunautaire',
    clientRow: 'Client',
    bookedOn: 'Réservation effectuée le',
    paymentMethods: { cash: 'Espèces', card: 'Par carte' },
    // SPEC 2.6's words, with the French for the client.
    toBeDefined: 'À définir (To be defined)',
    services: { transfer: 'Transfert', private_tour: 'Circuit privé', shared_tour: 'Circuit partagé' },
  },
  en: {
    title: 'ORDER FORM',
    copyNote: 'Client copy, translated from the French BON DE COMMANDE, which prevails.',
    referencePrefix: 'Ref.',
    issued: (when) => `Issued on ${when}`,
    remarks: 'Important remarks',
    trip: 'Trip details',
    date: 'Date',
    time: 'Time',
    flightTrain: 'Flight / train no.',
    service: 'Service',
    vehicle: 'Vehicle',
    tour: 'Tour',
    client: 'Client information',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    booking: 'Booking details',
    passengers: 'Passengers',
    luggage: 'Luggage',
    extras: 'Extras',
    payment: 'Payment',
    paymentMethod: 'Payment method',
    addresses: 'Addresses',
    pickup: 'Pickup',
    destination: 'Destination',
    total: 'Total amount incl. VAT',
    vatOne: (rate, amount) => `including VAT ${rate}: ${amount}`,
    vatMany: (rates, amount) => `including VAT (${rates}): ${amount}`,
    and: ' and ',
    at: (date, time) => `${date} at ${time}`,
    legal: 'Proof of prior booking (chauffeur-driven car, VTC)',
    operator: 'Operator',
    address: 'Address',
    contact: 'Contact',
    vtcRegistration: 'VTC register number',
    siren: 'SIREN',
    vatNumber: 'EU VAT number',
    clientRow: 'Client',
    bookedOn: 'Booked on',
    paymentMethods: { cash: 'Cash', card: 'By card' },
    toBeDefined: 'To be defined',
    services: { transfer: 'Transfer', private_tour: 'Private tour', shared_tour: 'Shared tour' },
  },
  ar: {
    title: 'أمر حجز',
    copyNote: 'نسخة العميل، مترجمة عن أمر الحجز الفرنسي (BON DE COMMANDE) الذي يُعتمد نصه.',
    referencePrefix: 'المرجع',
    issued: (when) => `صدر في ${when}`,
    remarks: 'ملاحظات مهمة',
    trip: 'تفاصيل الرحلة',
    date: 'التاريخ',
    time: 'الساعة',
    flightTrain: 'رقم الرحلة / القطار',
    service: 'الخدمة',
    vehicle: 'السيارة',
    tour: 'الجولة',
    client: 'بيانات العميل',
    firstName: 'الاسم',
    lastName: 'اللقب',
    phone: 'الهاتف',
    booking: 'تفاصيل الحجز',
    passengers: 'الركاب',
    luggage: 'الأمتعة',
    extras: 'الإضافات',
    payment: 'الدفع',
    paymentMethod: 'طريقة الدفع',
    addresses: 'العناوين',
    pickup: 'مكان الانطلاق',
    destination: 'الوجهة',
    total: 'المبلغ الإجمالي شامل الضريبة',
    vatOne: (rate, amount) => `منها ضريبة القيمة المضافة ${rate}: ${amount}`,
    vatMany: (rates, amount) => `منها ضريبة القيمة المضافة (${rates}): ${amount}`,
    and: ' و',
    at: (date, time) => `${date} الساعة ${time}`,
    legal: 'إثبات الحجز المسبق (سيارة بسائق، VTC)',
    operator: 'المشغّل',
    address: 'العنوان',
    contact: 'الاتصال',
    vtcRegistration: 'رقم التسجيل في سجل VTC',
    siren: 'SIREN',
    vatNumber: 'رقم الضريبة الأوروبي',
    clientRow: 'العميل',
    bookedOn: 'تاريخ الحجز',
    paymentMethods: { cash: 'نقدًا', card: 'بالبطاقة' },
    toBeDefined: 'يُحدَّد لاحقًا',
    services: { transfer: 'توصيل', private_tour: 'جولة خاصة', shared_tour: 'جولة مشتركة' },
  },
};
