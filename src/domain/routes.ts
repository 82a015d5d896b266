/**
 * Every route of the site under /{lang} outside the back office, as one table of data: the router
 * (src/app/router.tsx), `paths`, matchPublicRoute and publicPath (public-routes.ts), the head of each
 * page (seo/head.ts), sitemap.xml and robots.txt (seo/sitemap.ts) and the top bar's links
 * (src/app/nav-items.ts) are read from it. The server reads it too: data only, no React.
 *
 * Every first visit downloads this table, so what only the head and the sitemap need (their words,
 * a page's breadcrumb, what dates it in the sitemap) is in seo/strings.ts (PAGE_SEO), and a link's
 * label in nav-items.ts (a Lingui message): both are keyed by these names and fail to typecheck until
 * a new entry has its own.
 *
 * The entry's name is the route's name (PublicRoute.name) and, in camelCase, its `paths` builder.
 * Its path is under /{lang}/ ('' for the home page), in lower-case letters, digits, '-' and '/';
 * ':id' stands for a record's id.
 */

/** The catalogue tables whose records have pages of their own. */
export type RecordTable = 'cars' | 'tours' | 'posts';

/**
 * A screen loaded on demand: its module under src/features (whose folder names its catalog, see
 * src/app/catalogs.ts) and the component that module exports.
 */
export interface ScreenModule {
  module: `${string}/${string}.tsx`;
  export: string;
  /** It shows what only the device knows (IndexedDB): the server draws its loader, not the screen. */
  deviceOnly?: true;
}

/** A fixed page of the public site. */
export interface PageRoute {
  kind: 'page';
  path: string;
  /** null: the home page, whose component (src/app/home-route.tsx) is part of the first visit. */
  screen: ScreenModule | null;
  /**
   * false: kept out of search engines (robots noindex) and of the sitemap. Any other page is in
   * sitemap.xml in every language (what dates it there: seo/strings.ts, PAGE_SEO).
   */
  indexable?: false;
  /** Its place among the links of the top bar and the mobile menu, if it has one. */
  nav?: number;
  /**
   * The query parameters the page reads (its filters, the wizard's prefill). The server renders and
   * caches a page with these only: any other ('?utm_source=', '?fbclid=') changes nothing it shows.
   */
  query?: readonly string[];
}

/** The page of one record of a catalogue table: its path ends with ':id'. */
export interface RecordRoute {
  kind: 'record';
  path: `${string}:id`;
  screen: ScreenModule;
  /**
   * Where its records come from: each one visitors see is a page of the sitemap, and its head and
   * structured data are those of its kind (a car, a tour, an article).
   */
  records: RecordTable;
}

/**
 * A screen for staff under the public layout (the create forms): a visitor is sent to sign in. Not a
 * public page: the server leaves it to the app shell, search engines are told to keep out.
 */
export interface StaffRoute {
  kind: 'staff';
  path: string;
  screen: ScreenModule;
  /** Older paths that send here (the history entry is replaced). */
  formerPaths?: readonly string[];
}

export type SiteRoute = PageRoute | RecordRoute | StaffRoute;

// In order: the sitemap lists the pages, then the records, in this order.
export const ROUTES = {
  home: {
    kind: 'page',
    path: '',
    screen: null,
    nav: 0,
  },
  fleet: {
    kind: 'page',
    path: 'fleet',
    screen: { module: 'fleet/fleet-page.tsx', export: 'FleetPage' },
    nav: 1,
    query: ['price', 'seats', 'rating', 'category', 'features', 'available', 'featured', 'q', 'sort', 'view'],
  },
  tours: {
    kind: 'page',
    path: 'tours',
    screen: { module: 'tours/tours-page.tsx', export: 'ToursPage' },
    nav: 2,
    query: ['category', 'q', 'sort'],
  },
  blog: {
    kind: 'page',
    path: 'blog',
    screen: { module: 'blog/blog-page.tsx', export: 'BlogPage' },
    nav: 3,
    query: ['category', 'q', 'sort'],
  },
  contact: {
    kind: 'page',
    path: 'contact',
    screen: { module: 'contact/contact-page.tsx', export: 'ContactPage' },
    nav: 4,
  },
  booking: {
    kind: 'page',
    path: 'booking',
    screen: { module: 'booking/booking-page.tsx', export: 'BookingPage' },
    query: ['service', 'vehicle', 'tour'],
  },
  'my-bookings': {
    kind: 'page',
    path: 'my-bookings',
    screen: { module: 'my-bookings/my-bookings-page.tsx', export: 'MyBookingsPage', deviceOnly: true },
    // One visitor's own bookings.
    indexable: false,
  },
  car: {
    kind: 'record',
    path: 'car/:id',
    screen: { module: 'fleet/car-page.tsx', export: 'CarPage' },
    records: 'cars',
  },
  tour: {
    kind: 'record',
    path: 'tour/:id',
    screen: { module: 'tours/tour-page.tsx', export: 'TourPage' },
    records: 'tours',
  },
  post: {
    kind: 'record',
    path: 'blog/:id',
    screen: { module: 'blog/post-page.tsx', export: 'PostPage' },
    records: 'posts',
  },
  tourCreate: {
    kind: 'staff',
    path: 'tours/create',
    screen: { module: 'catalogue/create-page.tsx', export: 'CreateTourPage' },
  },
  blogCreate: {
    kind: 'staff',
    path: 'blog/create',
    screen: { module: 'catalogue/create-page.tsx', export: 'CreatePostPage' },
    formerPaths: ['blog/new'],
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteName = keyof typeof ROUTES;

/** The paths a route answers: its own, and for a staff screen the former ones that send there. */
export const pathsOf = (route: SiteRoute): readonly string[] => [route.path, ...((route.kind === 'staff' && route.formerPaths) || [])];

type NameOfKind<Kind extends SiteRoute['kind']> = {
  [Name in RouteName]: (typeof ROUTES)[Name]['kind'] extends Kind ? Name : never;
}[RouteName];
export type PublicPageName = NameOfKind<'page'>;
export type PublicRecordName = NameOfKind<'record'>;
/** The pages search engines list. */
export type IndexablePageName = { [Name in PublicPageName]: (typeof ROUTES)[Name] extends { indexable: false } ? never : Name }[PublicPageName];
/** The pages with a link in the top bar. */
export type NavRouteName = { [Name in PublicPageName]: (typeof ROUTES)[Name] extends { nav: number } ? Name : never }[PublicPageName];
