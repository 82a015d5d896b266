// The words of the client's status page in its three languages. The page is rendered by the server
// alone (no app, no script), so its words live here rather than in a feature's catalog.

import type { ClientState } from '../../src/domain/client-status';
import type { Lang } from '../../src/domain/paths';

export interface StatusWords {
  title: string;
  reference: string;
  date: string;
  time: string;
  pickup: string;
  destination: string;
  state: string;
  driver: string;
  vehicle: string;
  plate: string;
  states: Record<ClientState, string>;
  explain: Record<ClientState, string>;
  contact: string;
  call: string;
  whatsapp: string;
  refreshes: string;
  notFoundTitle: string;
  notFound: string;
  tooManyTitle: string;
  tooMany: string;
  home: string;
}

export const STATUS_WORDS: Record<Lang, StatusWords> = {
  fr: {
    title: 'Suivi de votre réservation',
    reference: 'Référence',
    date: 'Date',
    time: 'Heure',
    pickup: 'Prise en charge',
    destination: 'Destination',
    state: 'État',
    driver: 'Votre chauffeur',
    vehicle: 'Véhicule',
    plate: 'Immatriculation',
    states: {
      received: 'Reçue',
      confirmed: 'Confirmée',
      assigned: 'Chauffeur attribué',
      on_the_way: 'Chauffeur en route',
      on_location: 'Chauffeur sur place',
      done: 'Terminée',
      cancelled: 'Annulée',
    },
    explain: {
      received: 'Nous avons bien reçu votre demande et la confirmons très vite.',
      confirmed: 'Votre réservation est confirmée. Le nom de votre chauffeur s’affichera ici.',
      assigned: 'Votre chauffeur est attribué.',
      on_the_way: 'Votre chauffeur est en route vers le lieu de prise en charge.',
      on_location: 'Votre chauffeur vous attend au lieu de prise en charge.',
      done: 'Votre course est terminée. Merci de votre confiance.',
      cancelled: 'Cette réservation est annulée. Contactez-nous pour toute question.',
    },
    contact: 'Une question ? Contactez-nous',
    call: 'Appeler',
    whatsapp: 'WhatsApp',
    refreshes: 'Cette page se met à jour toute seule.',
    notFoundTitle: 'Page introuvable',
    notFound: 'Ce lien ne mène à aucune page. Vérifiez le lien reçu dans votre message.',
    tooManyTitle: 'Trop de demandes',
    tooMany: 'Veuillez patienter une minute, puis recharger la page.',
    home: 'Accueil',
  },
  en: {
    title: 'Your booking',
    reference: 'Reference',
    date: 'Date',
    time: 'Time',
    pickup: 'Pickup',
    destination: 'Destination',
    state: 'Status',
    driver: 'Your driver',
    vehicle: 'Vehicle',
    plate: 'Plate',
    states: {
      received: 'Received',
      confirmed: 'Confirmed',
      assigned: 'Driver assigned',
      on_the_way: 'Driver on the way',
      on_location: 'Driver on location',
      done: 'Completed',
      cancelled: 'Cancelled',
    },
    explain: {
      received: 'We have received your request and will confirm it shortly.',
      confirmed: 'Your booking is confirmed. Your driver’s name will show here.',
      assigned: 'Your driver has been assigned.',
      on_the_way: 'Your driver is on the way to the pickup point.',
      on_location: 'Your driver is waiting for you at the pickup point.',
      done: 'Your ride is over. Thank you for travelling with us.',
      cancelled: 'This booking is cancelled. Contact us with any question.',
    },
    contact: 'A question? Contact us',
    call: 'Call',
    whatsapp: 'WhatsApp',
    refreshes: 'This page updates by itself.',
    notFoundTitle: 'Page not found',
    notFound: 'This link leads to no page. Check the link in your message.',
    tooManyTitle: 'Too many requests',
    tooMany: 'Please wait a minute, then reload the page.',
    home: 'Home',
  },
  ar: {
    title: 'متابعة حجزك',
    reference: 'المرجع',
    date: 'التاريخ',
    time: 'الساعة',
    pickup: 'مكان الانطلاق',
    destination: 'الوجهة',
    state: 'الحالة',
    driver: 'سائقك',
    vehicle: 'السيارة',
    plate: 'رقم اللوحة',
    states: {
      received: 'تم الاستلام',
      confirmed: 'مؤكَّد',
      assigned: 'تم تعيين السائق',
      on_the_way: 'السائق في الطريق',
      on_location: 'السائق في المكان',
      done: 'منتهٍ',
      cancelled: 'ملغى',
    },
    explain: {
      received: 'تلقّينا طلبك وسنؤكّده قريبًا.',
      confirmed: 'تم تأكيد حجزك. سيظهر اسم سائقك هنا.',
      assigned: 'تم تعيين سائقك.',
      on_the_way: 'سائقك في الطريق إلى مكان الانطلاق.',
      on_location: 'سائقك ينتظرك في مكان الانطلاق.',
      done: 'انتهت رحلتك. شكرًا لثقتك.',
      cancelled: 'هذا الحجز ملغى. تواصل معنا لأي سؤال.',
    },
    contact: 'سؤال؟ تواصل معنا',
    call: 'اتصال',
    whatsapp: 'واتساب',
    refreshes: 'تتحدّث هذه الصفحة تلقائيًا.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFound: 'هذا الرابط لا يؤدي إلى أي صفحة. تحقّق من الرابط الذي وصلك في رسالتك.',
    tooManyTitle: 'طلبات كثيرة',
    tooMany: 'يرجى الانتظار دقيقة ثم إعادة تحميل الصفحة.',
    home: 'الرئيسية',
  },
};
