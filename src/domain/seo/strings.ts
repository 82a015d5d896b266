// The words of the head tags, in the three languages. Each is a string the pages already show, copied
// from the catalog named beside it (tests/seo/strings.test.ts holds them equal), so that a page's
// title and description in search results and link previews read as the page itself does. Last, which
// of them each public page's head uses (PAGE_SEO).

import type { Lang } from '../paths';
import type { IndexablePageName, PublicPageName, PublicRecordName, RecordTable } from '../routes';

/** 'shell': src/i18n/locales/{lang}/messages.po; otherwise src/features/{catalog}/locales/{lang}.po. */
export type SeoCatalog = 'shell' | 'fleet' | 'tours' | 'blog' | 'contact' | 'booking' | 'my-bookings';

/** A message: its catalog, its id (the English text) and its French and Arabic translations. */
export interface SeoText {
  catalog: SeoCatalog;
  en: string;
  fr: string;
  ar: string;
}

const text = (catalog: SeoCatalog, en: string, fr: string, ar: string): SeoText => ({ catalog, en, fr, ar });

export const SEO_TEXT = {
  homeTitle: text(
    'shell',
    'Your private chauffeur, wherever the journey takes you',
    'Votre chauffeur privé, où que le voyage vous mène',
    'سائقك الخاص، أينما أخذتك الرحلة',
  ),
  homeDescription: text(
    'shell',
    'Airport transfers, private tours and shared excursions in premium vehicles, with a driver who waits for you.',
    'Transferts aéroport, tours privés et excursions en groupe à bord de véhicules premium, avec un chauffeur qui vous attend.',
    'توصيل من وإلى المطار، وجولات خاصة، ورحلات جماعية على متن سيارات فاخرة، مع سائق ينتظرك.',
  ),
  /** The places served, ' · ' between them, in the order Paris, Belgium, Tunisia, French Riviera. */
  areaServed: text(
    'shell',
    'Paris · Belgium · Tunisia · French Riviera',
    'Paris · Belgique · Tunisie · Côte d’Azur',
    'باريس · بلجيكا · تونس · الريفييرا الفرنسية',
  ),
  home: text('shell', 'Home', 'Accueil', 'الرئيسية'),
  fleet: text('shell', 'Fleet', 'Flotte', 'الأسطول'),
  tours: text('shell', 'Tours', 'Tours', 'الجولات'),
  blog: text('shell', 'Blog', 'Blog', 'المدونة'),
  contact: text('shell', 'Contact', 'Contact', 'اتصل بنا'),
  notFoundTitle: text('shell', 'Page Not Found', 'Page introuvable', 'الصفحة غير موجودة'),
  notFoundDescription: text(
    'shell',
    'The page you are looking for does not exist or has moved.',
    'La page que vous recherchez n’existe pas ou a été déplacée.',
    'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  ),

  fleetTitle: text('fleet', 'Our Fleet', 'Notre flotte', 'أسطولنا'),
  fleetDescription: text(
    'fleet',
    'Immaculate saloons, SUVs and vans, each with a professional chauffeur. Filter by price, seats, rating and comfort to find the right car for your journey.',
    'Berlines, SUV et vans impeccables, chacun avec un chauffeur professionnel. Filtrez par prix, places, note et confort pour trouver la voiture qu’il faut à votre trajet.',
    'سيارات سيدان ودفع رباعي وفانات بحالة ممتازة، كل منها مع سائق محترف. صفِّ حسب السعر وعدد المقاعد والتقييم ووسائل الراحة لتجد السيارة المناسبة لرحلتك.',
  ),
  carNotFoundTitle: text('fleet', 'Vehicle not found', 'Véhicule introuvable', 'السيارة غير موجودة'),
  carNotFoundDescription: text(
    'fleet',
    "The vehicle you're looking for doesn't exist.",
    'Le véhicule que vous recherchez n’existe pas.',
    'السيارة التي تبحث عنها غير موجودة.',
  ),

  toursTitle: text('tours', 'Our Tours', 'Nos circuits', 'جولاتنا'),
  toursDescription: text(
    'tours',
    'Private and small-group tours from Paris, Tunisia and the French Riviera, with a professional chauffeur, door to door.',
    'Circuits privés et en petit groupe depuis Paris, la Tunisie et la Côte d’Azur, avec un chauffeur professionnel, de porte à porte.',
    'جولات خاصة وجولات في مجموعات صغيرة من باريس وتونس والريفييرا الفرنسية، مع سائق محترف من الباب إلى الباب.',
  ),
  tourNotFoundTitle: text('tours', 'Tour not found', 'Circuit introuvable', 'الجولة غير موجودة'),
  tourNotFoundDescription: text(
    'tours',
    'This tour does not exist or is no longer offered.',
    'Ce circuit n’existe pas ou n’est plus proposé.',
    'هذه الجولة غير موجودة أو لم تعد متاحة.',
  ),

  blogTitle: text('blog', 'Our Blog', 'Notre blog', 'مدونتنا'),
  blogDescription: text(
    'blog',
    'Travel tips, destinations and the inside story of our chauffeur services, written by the people who drive them.',
    'Conseils de voyage, destinations et coulisses de nos services de chauffeur, racontés par ceux qui prennent le volant.',
    'نصائح السفر والوجهات وكواليس خدمات السائقين لدينا، بقلم من يقودون السيارات بأنفسهم.',
  ),
  postNotFoundTitle: text('blog', 'Blog post not found', 'Article introuvable', 'المقال غير موجود'),
  postNotFoundDescription: text(
    'blog',
    'This article does not exist or is no longer published.',
    'Cet article n’existe pas ou n’est plus publié.',
    'هذا المقال غير موجود أو لم يعد منشورًا.',
  ),
  postAuthor: text('blog', 'Editorial Team', 'L’équipe éditoriale', 'فريق التحرير'),

  contactTitle: text('contact', 'Contact Us', 'Contactez-nous', 'اتصلوا بنا'),
  contactDescription: text(
    'contact',
    'A transfer to arrange, a tour to plan, a corporate account to open? Tell us about it: our team replies quickly, whatever the hour.',
    'Un transfert à organiser, une excursion à préparer, un compte entreprise à ouvrir ? Parlez-nous-en : notre équipe vous répond rapidement, à toute heure.',
    'نقل تريدون ترتيبه، جولة تخططون لها، أو حساب شركة تودون فتحه؟ أخبرونا بذلك: يرد فريقنا بسرعة، في أي ساعة.',
  ),

  bookingTitle: text('booking', 'Book Your Ride', 'Réservez votre course', 'احجز رحلتك'),
  bookingDescription: text(
    'booking',
    'Four short steps. Your booking is kept on this device, even without a connection.',
    'Quatre étapes rapides. Votre réservation est conservée sur cet appareil, même sans connexion.',
    'أربع خطوات قصيرة. يُحفظ حجزك على هذا الجهاز حتى دون اتصال بالإنترنت.',
  ),

  myBookingsTitle: text('my-bookings', 'My bookings', 'Mes réservations', 'حجوزاتي'),
  myBookingsDescription: text(
    'my-bookings',
    'The bookings made on this device, and those of your account when you are signed in.',
    'Les réservations faites sur cet appareil, et celles de votre compte lorsque vous êtes connecté.',
    'الحجوزات التي أُجريت على هذا الجهاز، وحجوزات حسابك عند تسجيل دخولك.',
  ),
} as const satisfies Record<string, SeoText>;

export type SeoTextKey = keyof typeof SEO_TEXT;

export function seoText(key: SeoTextKey, lang: Lang): string {
  return SEO_TEXT[key][lang];
}

/**
 * What the head and the sitemap say of each public page of src/domain/routes.ts (kept here, not in
 * that table, which every first visit downloads; the head's code loads later): the words of its
 * head; its structured data ('home': the company and its taxi service; 'breadcrumb': the company and
 * the crumbs Home > crumb); for a page in the sitemap, the tables whose last change dates it (the
 * settings hold the company's details). A record page's words are its record's: `notFound` are those
 * of an id the catalogue does not hold, `list` the page its breadcrumb goes through.
 */
export const PAGE_SEO = {
  home: { title: 'homeTitle', description: 'homeDescription', jsonLd: 'home', lastmod: ['cars', 'tours', 'posts', 'settings'] },
  fleet: { title: 'fleetTitle', description: 'fleetDescription', jsonLd: 'breadcrumb', crumb: 'fleet', lastmod: ['cars'] },
  tours: { title: 'toursTitle', description: 'toursDescription', jsonLd: 'breadcrumb', crumb: 'tours', lastmod: ['tours'] },
  blog: { title: 'blogTitle', description: 'blogDescription', jsonLd: 'breadcrumb', crumb: 'blog', lastmod: ['posts'] },
  contact: { title: 'contactTitle', description: 'contactDescription', jsonLd: 'breadcrumb', crumb: 'contact', lastmod: ['settings'] },
  booking: {
    title: 'bookingTitle',
    description: 'bookingDescription',
    jsonLd: 'breadcrumb',
    crumb: 'bookingTitle',
    lastmod: ['cars', 'tours', 'settings'],
  },
  'my-bookings': { title: 'myBookingsTitle', description: 'myBookingsDescription', jsonLd: 'breadcrumb', crumb: 'myBookingsTitle' },
  car: { list: 'fleet', notFound: ['carNotFoundTitle', 'carNotFoundDescription'] },
  tour: { list: 'tours', notFound: ['tourNotFoundTitle', 'tourNotFoundDescription'] },
  post: { list: 'blog', notFound: ['postNotFoundTitle', 'postNotFoundDescription'] },
} as const satisfies Record<Exclude<PublicPageName, IndexablePageName>, PageSeo> &
  Record<IndexablePageName, PageSeo & { lastmod: readonly (RecordTable | 'settings')[] }> &
  Record<PublicRecordName, { list: PublicPageName; notFound: readonly [SeoTextKey, SeoTextKey] }>;

type PageSeo = { title: SeoTextKey; description: SeoTextKey } & ({ jsonLd: 'home' } | { jsonLd: 'breadcrumb'; crumb: SeoTextKey });
