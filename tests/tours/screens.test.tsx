// The tour screens as a visitor uses them: the list's filter and sort kept in the address, a tour's
// page and its booking link, the not-found message, the featured section. (The create form:
// tests/catalogue/site-screens.test.tsx.)
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { FeaturedToursSection } from '../../src/features/tours/featured-tours-section';
import { TourPage } from '../../src/features/tours/tour-page';
import { ToursPage } from '../../src/features/tours/tours-page';
import { showToast } from '../../src/ui/toast';
import { openScreens } from '../app/screens';
import { patchRecord } from '../../src/db/repository';
import { freshDb } from '../db/helpers';

vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(() => 'toast') }));

configure({ asyncUtilTimeout: 5000 });

function open(url: string, lang: 'en' | 'fr' | 'ar' = 'en') {
  const routes = {
    '/:lang/tours': <ToursPage />,
    '/:lang/tour/:id': <TourPage />,
    '/:lang': <FeaturedToursSection />,
    '/:lang/booking': <p>Booking wizard</p>,
  };
  return openScreens(url, routes, { lang, catalogs: ['tours'] });
}

/** The text of an element with Intl's no-break spaces as plain ones. */
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ');
const where = () => screen.getByTestId('where').textContent;
const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

afterEach(() => vi.restoreAllMocks());

describe('tour list', () => {
  it('filters and sorts from the address, and writes the choices back to it', async () => {
    await open('/en/tours?category=shared&sort=high-price');
    await screen.findByText('2 tours found');
    expect(cardTitles()).toEqual(['Loire Valley Châteaux', 'Giverny & Monet’s Gardens']);
    expect(screen.getByRole('radio', { name: 'Shared' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('high-price');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'low-price' } });
    await waitFor(() => expect(where()).toBe('/en/tours?category=shared&sort=low-price'));
    await waitFor(() => expect(cardTitles()).toEqual(['Giverny & Monet’s Gardens', 'Loire Valley Châteaux']));

    fireEvent.click(screen.getByRole('radio', { name: 'All Tours' }));
    await screen.findByText('7 tours found');
    expect(where()).toBe('/en/tours?sort=low-price');
    expect(cardTitles()[0]).toBe('Paris City Highlights');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'default' } });
    await waitFor(() => expect(where()).toBe('/en/tours'));
  });

  it('shows a card with its price in euros per person, badge, group size and rating', async () => {
    await open('/fr/tours', 'fr');
    const link = await screen.findByRole('link', { name: 'Voir les détails : Château et jardins de Versailles' });
    const card = link.closest('article')!;
    expect(text(card)).toContain('299 €');
    expect(text(card)).toContain('par personne');
    expect(text(card)).toContain('Meilleure vente');
    expect(text(card)).toContain('8 heures');
    expect(text(card)).toContain('jusqu’à 4 personnes');
    expect(text(card)).toContain('4,9(86 avis)');
    expect(link).toHaveAttribute('href', `/fr/tour/${SAMPLE_IDS.tours.versailles}`);
    const loire = screen.getByRole('link', { name: /Châteaux de la Loire/ }).closest('article')!;
    expect(text(loire)).not.toContain('Meilleure vente');
  });

  it('says so when no tour matches, and offers every tour', async () => {
    const db = await open('/en/tours?category=shared');
    await screen.findByText('2 tours found');
    await act(async () => {
      await db.tours.where('category').equals('shared').delete();
    });
    await screen.findByText('No tours found matching your criteria.');
    fireEvent.click(screen.getByRole('button', { name: 'Show all tours' }));
    await screen.findByText('5 tours found');
    expect(where()).toBe('/en/tours');
  });
});

describe('tour search', () => {
  it('finds a tour by words of any of its languages, accents and Arabic vowels aside, and keeps the search in the address', async () => {
    await open('/ar/tours', 'ar');
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    const field = screen.getByRole('searchbox', { name: 'ابحث عن جولة' });
    // French, without its accent, on the Arabic page: the Arabic title is shown.
    fireEvent.change(field, { target: { value: 'chateau et jardins' } });
    await waitFor(() => expect(cardTitles()).toEqual(['قصر فرساي وحدائقه']));
    expect(where()).toBe('/ar/tours?q=chateau+et+jardins');
    // Arabic with its short vowels typed, matched without them.
    fireEvent.change(field, { target: { value: 'قَصْرُ فرساي' } });
    await waitFor(() => expect(cardTitles()).toEqual(['قصر فرساي وحدائقه']));

    fireEvent.change(field, { target: { value: 'zzzz' } });
    await screen.findByText('لا توجد جولات تطابق معاييرك.');
    fireEvent.click(screen.getByRole('button', { name: 'مسح البحث' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    expect(where()).toBe('/ar/tours');
    expect(field).toHaveValue('');
  });

  it('opens on the address’s search, and Show all tours empties the field', async () => {
    await open('/en/tours?q=monet&category=private');
    await screen.findByText('No tours found matching your criteria.');
    expect(screen.getByRole('searchbox', { name: 'Search tours' })).toHaveValue('monet');
    fireEvent.click(screen.getByRole('button', { name: 'Show all tours' }));
    await screen.findByText('7 tours found');
    expect(screen.getByRole('searchbox', { name: 'Search tours' })).toHaveValue('');
  });
});

describe('tour page', () => {
  it('shows the tour and books it through the wizard', async () => {
    await open(`/en/tour/${SAMPLE_IDS.tours.loireValley}`);
    await screen.findByRole('heading', { level: 1, name: 'Loire Valley Châteaux' });
    await waitFor(() => expect(document.title).toMatch(/^Loire Valley Châteaux · /));
    expect(text(screen.getByRole('region', { name: 'Overview' }))).toContain('Chambord');
    expect(within(screen.getByRole('region', { name: 'Itinerary' })).getAllByRole('listitem')[0]).toHaveTextContent(/^1\s*07:45/);
    const card = screen.getByRole('complementary', { name: 'Booking' });
    expect(text(card)).toContain('€379');
    expect(text(card)).toContain('Group sizeup to 8 people');
    expect(text(card)).toContain('CategoryShared tour');
    expect(within(card).getByRole('link', { name: 'Book This Tour' })).toHaveAttribute('href', `/en/booking?service=shared&tour=${SAMPLE_IDS.tours.loireValley}`);
  });

  it('shows a text not written in the page’s language in French, marked as French; SPEC’s lists when it has none', async () => {
    const db = freshDb();
    await db.open();
    await patchRecord(db, 'tours', SAMPLE_IDS.tours.giverny, {
      titleAr: '',
      descriptionAr: '',
      ...Object.fromEntries(['highlights', 'itinerary', 'included', 'notIncluded'].flatMap((list) => ['Fr', 'En', 'Ar'].map((l) => [`${list}${l}`, []]))),
    });
    await openScreens(`/ar/tour/${SAMPLE_IDS.tours.giverny}`, { '/:lang/tour/:id': <TourPage /> }, { lang: 'ar', catalogs: ['tours'], db });
    const title = await screen.findByRole('heading', { level: 1, name: 'Giverny et les jardins de Monet' });
    expect(title.querySelector('bdi')).toHaveAttribute('lang', 'fr');
    const overview = within(screen.getByRole('region', { name: 'نظرة عامة' })).getByText(/Monet/);
    expect(overview).toHaveAttribute('lang', 'fr');
    expect(overview).toHaveAttribute('dir', 'ltr');
    // Its duration is still written in Arabic: not marked.
    expect(within(screen.getByRole('complementary')).getByText(/ساعات/)).not.toHaveAttribute('lang');
    expect(within(screen.getByRole('region', { name: 'برنامج الرحلة' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'أبرز المحطات' })).not.toBeInTheDocument();
  });

  it("says 'Tour not found' for an unknown id, with a way back", async () => {
    await open('/ar/tour/nope', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'الجولة غير موجودة' });
    expect(screen.getByRole('link', { name: 'العودة إلى الجولات' })).toHaveAttribute('href', '/ar/tours');
  });
});

describe('featured tours', () => {
  it('lists the featured tours and links to all tours', async () => {
    await open('/en');
    await screen.findByRole('heading', { level: 2, name: 'Featured Tours' });
    await waitFor(() => expect(cardTitles()).toEqual(['Versailles Palace & Gardens', 'Champagne Day Trip']));
    expect(screen.getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/en/tours');
  });
});
