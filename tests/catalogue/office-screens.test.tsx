// The back office's car, tour and post screens as an admin uses them: the delete flow (cancel keeps,
// confirm deletes and syncs, a failure says so), the empty states, the languages each record lacks,
// and the forms (create, edit that sends only the change, unknown id, a failed save that keeps what
// was typed, texts in three language tabs with their marks).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord, deleteRecord } from '../../src/db/repository';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { BlogCreatePage, CarCreatePage, CarEditPage, TourCreatePage, TourEditPage } from '../../src/features/catalogue/form-page';
import { AdminToursPage, BlogsPage, CarsPage } from '../../src/features/catalogue/list-page';
import { showToast } from '../../src/ui/toast';
import { openScreens } from '../app/screens';
import { freshDb } from '../db/helpers';
import type { AppDb } from '../../src/db/db';

vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(() => 'toast') }));
vi.mock('../../src/db/repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/db/repository')>();
  return { ...real, createRecord: vi.fn(real.createRecord), deleteRecord: vi.fn(real.deleteRecord) };
});

configure({ asyncUtilTimeout: 5000 });

function open(url: string, lang: 'en' | 'fr' | 'ar' = 'en', db = freshDb()) {
  const routes = {
    '/:lang/admin/cars': <CarsPage />,
    '/:lang/admin/cars/create': <CarCreatePage />,
    '/:lang/admin/cars/:id/edit': <CarEditPage />,
    '/:lang/admin/tours': <AdminToursPage />,
    '/:lang/admin/tours/create': <TourCreatePage />,
    '/:lang/admin/tours/:id/edit': <TourEditPage />,
    '/:lang/admin/blogs': <BlogsPage />,
    '/:lang/admin/blogs/create': <BlogCreatePage />,
  };
  // The back-office frame's catalog (src/ui/admin's words) comes with every admin screen.
  return openScreens(url, routes, { lang, catalogs: ['admin', 'catalogue'], db });
}

const where = () => screen.getByTestId('where').textContent;
/** The language tab shown: the fields of the others are hidden. */
const shownTab = () => within(screen.getByRole('tabpanel'));
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const shown = (text: string) => screen.queryAllByText(text).length;
const toasts = () => vi.mocked(showToast).mock.calls.map(([data]) => [data.title, data.message].filter(Boolean).join(': '));
const outboxOps = async (db: AppDb, id: string) => (await db.outbox.filter((e) => e.recordId === id).toArray()).map((e) => e.op);

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(deleteRecord).mockClear();
  vi.mocked(createRecord).mockClear();
});

describe('delete flow', () => {
  it('cancel closes the confirmation and keeps the car', async () => {
    const db = await open('/en/admin/cars');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Audi A6' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
    expect(dialog).toHaveTextContent('Audi A6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shown('Audi A6')).toBe(1);
    expect((await db.cars.get(SAMPLE_IDS.cars.audiA6))?.name).toBe('Audi A6');
    expect(deleteRecord).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('confirm deletes the car with its outbox entry and says so', async () => {
    const db = await open('/en/admin/cars');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Audi A6' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Audi A6')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await db.cars.get(SAMPLE_IDS.cars.audiA6)).toBeUndefined();
    expect(await outboxOps(db, SAMPLE_IDS.cars.audiA6)).toEqual(['delete']);
    expect(toasts()).toEqual(['Item deleted successfully']);
  });

  it('a failed delete keeps the item and shows the failure', async () => {
    const db = await open('/en/admin/tours');
    vi.mocked(deleteRecord).mockRejectedValueOnce(new Error('The device storage is full'));
    const title = 'Versailles Palace & Gardens';
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${title}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to delete item']));
    expect(shown(title)).toBe(1);
    expect((await db.tours.get(SAMPLE_IDS.tours.versailles))?.titleEn).toBe(title);
  });
});

describe('lists', () => {
  it('search in the address; no add button while a search finds nothing', async () => {
    await open('/en/admin/blogs?q=zzz-nothing');
    expect(await screen.findByText('No posts found')).toBeVisible();
    expect(valueOf(screen.getByRole('searchbox', { name: 'Search posts' }))).toBe('zzz-nothing');
    expect(screen.queryByRole('link', { name: 'Add post' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('Hidden Paris: Places Most Visitors Miss')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add post' })).toHaveAttribute('href', '/en/admin/blogs/create');
    expect(where()).toBe('/en/admin/blogs');
  });

  it('an empty list offers the add button in its empty state', async () => {
    const db = freshDb();
    await db.open();
    await db.cars.clear();
    await open('/en/admin/cars', 'en', db);
    expect(await screen.findByText('No cars found')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add car' })).toHaveLength(1);
  });

  it('shows drafts with their status, the category label and the date, in French', async () => {
    // Found by its English title, shown with its French one.
    await open('/fr/admin/blogs?q=wine', 'fr');
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Champagne et Bourgogne : dégustations en voiture privée');
    expect(card).toHaveTextContent('Brouillon');
    expect(card).toHaveTextContent('Services');
    expect(card.querySelector('time')?.textContent).toMatch(/^\d{1,2} [a-zéû.]+ 20\d\d$/);
    expect(valueOf(screen.getByRole('searchbox', { name: 'Rechercher des articles' }))).toBe('wine');
    expect(within(card).getByRole('button', { name: /^Supprimer Champagne/ }).tagName).toBe('BUTTON');
  });
});

describe('car form', () => {
  it('adds a car from typed text, then goes back to the list', async () => {
    const db = await open('/en/admin/cars/create');
    expect(valueOf(await screen.findByLabelText('Passengers'))).toBe('4');
    expect(valueOf(screen.getByLabelText('Luggage'))).toBe('2');
    expect(valueOf(screen.getByLabelText('Category'))).toBe('sedan');
    expect(screen.getByRole('switch', { name: /Available/ })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Vehicle name is required')).toBeVisible();
    expect(shown('Price must be a valid number greater than 0')).toBe(1);
    expect(createRecord).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Audi A8 L' } });
    fireEvent.change(screen.getByLabelText(/^Price per hour/), { target: { value: '140,5' } });
    fireEvent.change(screen.getByLabelText('Features'), { target: { value: 'WiFi, Massage seats' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'luxury' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add car' }));

    await waitFor(() => expect(where()).toBe('/en/admin/cars'));
    expect(toasts()).toEqual(['Car added successfully']);
    const saved = (await db.cars.toArray()).find((c) => c.name === 'Audi A8 L');
    expect(saved).toMatchObject({ category: 'luxury', pricePerHour: '140.50', features: ['WiFi', 'Massage seats'], passengers: 4, luggage: 2, rating: '5.0', available: true, featured: false });
    expect(await outboxOps(db, saved!.id)).toEqual(['create']);
  });

  it('keeps everything typed when saving fails', async () => {
    await open('/en/admin/cars/create');
    vi.mocked(createRecord).mockRejectedValueOnce(new Error('boom'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Audi A8 L' } });
    fireEvent.change(screen.getByLabelText(/^Price per hour/), { target: { value: '140' } });
    fireEvent.change(shownTab().getByLabelText('Description'), { target: { value: 'Long wheelbase' } });
    fireEvent.click(screen.getByRole('tab', { name: /^العربية/ }));
    fireEvent.change(shownTab().getByLabelText('Description'), { target: { value: 'قاعدة عجلات طويلة' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add car' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to add car: Nothing was lost: your changes are still in the form. Try again.']));
    expect(where()).toBe('/en/admin/cars/create');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Audi A8 L');
    expect(shownTab().getByLabelText('Description')).toHaveValue('قاعدة عجلات طويلة');
    fireEvent.click(screen.getByRole('tab', { name: /^English/ }));
    expect(shownTab().getByLabelText('Description')).toHaveValue('Long wheelbase');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('edits a car prefilled from its record and sends only the change', async () => {
    const db = await open(`/en/admin/cars/${SAMPLE_IDS.cars.eClass}/edit`);
    expect(valueOf(await screen.findByLabelText(/^Name/))).toBe('Mercedes-Benz E-Class');
    expect(valueOf(screen.getByLabelText(/^Price per hour/))).toBe('89.00');
    const before = await db.outbox.count();
    expect(valueOf(screen.getByLabelText(/^Registration plate/))).toBe('GH-482-TK');
    fireEvent.change(screen.getByLabelText(/^Price per hour/), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText(/^Registration plate/), { target: { value: ' GT-512-KB ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(where()).toBe('/en/admin/cars'));
    expect(toasts()).toEqual(['Car updated successfully']);
    expect(await db.cars.get(SAMPLE_IDS.cars.eClass)).toMatchObject({ pricePerHour: '95.00', plate: 'GT-512-KB' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ op: 'patch', recordId: SAMPLE_IDS.cars.eClass, fields: { pricePerHour: '95.00', plate: 'GT-512-KB' } });
    // The list's card shows it.
    expect(await screen.findByText('GT-512-KB')).toBeVisible();
  });

  it('says so for an unknown id, with a way back', async () => {
    await open('/en/admin/cars/3f0a1b2c-0000-4000-8000-000000000000/edit');
    expect((await screen.findByRole('heading', { name: 'Vehicle not found' })).tagName).toBe('H2');
    expect(screen.getByRole('link', { name: 'Back to cars' })).toHaveAttribute('href', '/en/admin/cars');
  });
});

describe('tour and post forms', () => {
  it("starts a new tour with SPEC 3's admin defaults: private, no participant limit, a new rating", async () => {
    await open('/en/admin/tours/create');
    expect(valueOf(await screen.findByLabelText(/^Category/))).toBe('private');
    expect(valueOf(screen.getByLabelText(/^Max participants/))).toBe('');
    expect(valueOf(screen.getByLabelText('Rating'))).toBe('5.0');
    expect(valueOf(screen.getByLabelText(/^Price per person/))).toBe('');
  });

  it('clears a tour’s participant limit with an empty field', async () => {
    const db = await open(`/en/admin/tours/${SAMPLE_IDS.tours.versailles}/edit`);
    const max = await screen.findByLabelText(/^Max participants/);
    expect(valueOf(max)).not.toBe('');
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toEqual(['Tour updated successfully']));
    expect((await db.tours.get(SAMPLE_IDS.tours.versailles))?.maxParticipants).toBeUndefined();
  });

  it('saves a tour written in French only; the list then shows it lacks English and Arabic', async () => {
    const db = await open('/en/admin/tours/create');
    fireEvent.click(await screen.findByRole('tab', { name: /^Français/ }));
    fireEvent.change(shownTab().getByLabelText(/^Title/), { target: { value: 'Montmartre à l’aube' } });
    fireEvent.change(shownTab().getByLabelText(/^Description/), { target: { value: 'La butte avant la foule.' } });
    fireEvent.change(shownTab().getByLabelText(/^Duration/), { target: { value: '3 heures' } });
    fireEvent.change(shownTab().getByLabelText(/^Highlights/), { target: { value: 'Le Sacré-Cœur\n\n  La place du Tertre  \n' } });
    fireEvent.change(screen.getByLabelText(/^Price per person/), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tour' }));

    await waitFor(() => expect(where()).toBe('/en/admin/tours'));
    expect(toasts()).toEqual(['Tour added successfully']);
    const saved = (await db.tours.toArray()).find((tour) => tour.titleFr === 'Montmartre à l’aube');
    expect(saved).toMatchObject({ titleEn: '', titleAr: '', durationFr: '3 heures', highlightsFr: ['Le Sacré-Cœur', 'La place du Tertre'], highlightsEn: [] });

    // Shown with its French title (said in French) and the languages it lacks.
    const title = await screen.findByText('Montmartre à l’aube');
    expect(title).toHaveAttribute('lang', 'fr');
    const card = title.closest('li')!;
    expect(card).toHaveTextContent('Missing in English');
    expect(card).toHaveTextContent('Missing in Arabic');
    expect(card).not.toHaveTextContent('Missing in French');
    // A sample tour is written in all three.
    expect(screen.getByText('Versailles Palace & Gardens').closest('li')).not.toHaveTextContent('Missing in');
  });

  it('marks each language tab while it lacks a required text or one another language has', async () => {
    await open('/en/admin/tours/create');
    // Nothing written yet: every tab lacks the required texts.
    expect(await screen.findByRole('tab', { name: 'Français (missing texts)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'English (missing texts)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'العربية (missing texts)' })).toBeVisible();

    fireEvent.change(shownTab().getByLabelText(/^Title/), { target: { value: 'Montmartre at dawn' } });
    fireEvent.change(shownTab().getByLabelText(/^Description/), { target: { value: 'The hill before the crowds.' } });
    fireEvent.change(shownTab().getByLabelText(/^Duration/), { target: { value: '3 hours' } });
    expect(await screen.findByRole('tab', { name: 'English', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Français (missing texts)' })).toBeVisible();

    // A text the other languages have is missed too, not only a required one.
    fireEvent.change(shownTab().getByLabelText(/^Meeting point/), { target: { value: 'Your hotel' } });
    fireEvent.click(screen.getByRole('tab', { name: /^العربية/ }));
    for (const [label, value] of [
      [/^Title/, 'مونمارتر عند الفجر'],
      [/^Description/, 'التل قبل الزحام.'],
      [/^Duration/, '3 ساعات'],
    ] as const) {
      fireEvent.change(shownTab().getByLabelText(label), { target: { value } });
    }
    expect(await screen.findByRole('tab', { name: 'العربية (missing texts)', selected: true })).toBeVisible();
    fireEvent.change(shownTab().getByLabelText(/^Meeting point/), { target: { value: 'فندقك' } });
    expect(await screen.findByRole('tab', { name: 'العربية', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Français (missing texts)' })).toBeVisible();
  });

  it('shows an error of a hidden language’s field on its tab, focused', async () => {
    await open('/en/admin/tours/create');
    fireEvent.click(await screen.findByRole('tab', { name: /^Français/ }));
    fireEvent.change(shownTab().getByLabelText(/^Title/), { target: { value: 'Montmartre à l’aube' } });
    fireEvent.click(screen.getByRole('tab', { name: /^English/ }));
    fireEvent.change(screen.getByLabelText(/^Price per person/), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tour' }));

    // The tour is being written in French: its French description and duration are wanted.
    expect(await screen.findByRole('tab', { name: 'Français (has errors)', selected: true })).toBeVisible();
    expect(await screen.findByText('Description is required')).toBeVisible();
    expect(screen.getByText('Duration is required')).toBeVisible();
    await waitFor(() => expect(shownTab().getByLabelText(/^Description/)).toHaveFocus());
    expect(shownTab().getByLabelText(/^Title/)).toHaveValue('Montmartre à l’aube');
    expect(createRecord).not.toHaveBeenCalled();
  });

  it('edits the Arabic description alone, in a right-to-left field, and sends only it', async () => {
    const db = await open(`/en/admin/tours/${SAMPLE_IDS.tours.versailles}/edit`);
    expect(await waitFor(() => shownTab().getByLabelText(/^Title/))).toHaveValue('Versailles Palace & Gardens');
    expect(shownTab().getByLabelText(/^Title/)).toHaveAttribute('lang', 'en');
    fireEvent.click(screen.getByRole('tab', { name: /^العربية/ }));
    const description = shownTab().getByLabelText(/^Description/);
    expect(description).toHaveAttribute('lang', 'ar');
    expect(description.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    fireEvent.change(description, { target: { value: 'جولة خاصة في قصر فرساي.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toEqual(['Tour updated successfully']));
    expect(await db.tours.get(SAMPLE_IDS.tours.versailles)).toMatchObject({ descriptionAr: 'جولة خاصة في قصر فرساي.', titleEn: 'Versailles Palace & Gardens' });
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ op: 'patch', fields: { descriptionAr: 'جولة خاصة في قصر فرساي.' } });
    expect(Object.keys((await db.outbox.toArray()).at(-1)!.fields ?? {})).toEqual(['descriptionAr']);
  });

  it('writes a draft post, checked on blur with SPEC’s messages', async () => {
    const db = await open('/en/admin/blogs/create');
    const title = await waitFor(() => shownTab().getByLabelText(/^Title/));
    // The English tab first, in the English back office.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^English/);
    fireEvent.change(title, { target: { value: 'Paris by night' } });
    fireEvent.change(shownTab().getByLabelText(/^Excerpt/), { target: { value: 'Lights of the city.' } });
    fireEvent.change(shownTab().getByLabelText(/^Content/), { target: { value: 'First.\n\nSecond.' } });
    fireEvent.blur(shownTab().getByLabelText(/^Read time/));
    expect(await screen.findByText('Read time is required')).toBeVisible();
    fireEvent.change(shownTab().getByLabelText(/^Read time/), { target: { value: '4 min read' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(await screen.findByText('Category is required')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'destinations' } });
    fireEvent.change(screen.getByLabelText('Featured image URL'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Featured image URL'), { target: { value: 'https://example.com/paris.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add post' }));
    await waitFor(() => expect(where()).toBe('/en/admin/blogs'));
    expect(toasts()).toEqual(['Post added successfully']);
    const saved = (await db.posts.toArray()).find((p) => p.titleEn === 'Paris by night');
    expect(saved).toMatchObject({ published: false, category: 'destinations', contentEn: 'First.\n\nSecond.', contentFr: '', image: 'https://example.com/paris.jpg' });
  });
});
