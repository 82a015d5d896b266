// The site's create pages, /{lang}/tours/create and /{lang}/blog/create, as a staff member uses them:
// each field checked on leaving it with SPEC 5's messages, submit disabled until the form is valid,
// the save with its outbox entry, a failed save that keeps what was typed, the post's live preview,
// and the draft kept for the tab.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPage } from '../../src/features/blog/blog-page';
import { CreatePostPage, CreateTourPage } from '../../src/features/catalogue/create-page';
import { ToursPage } from '../../src/features/tours/tours-page';
import { showToast } from '../../src/ui/toast';
import { openScreens } from '../app/screens';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(() => 'toast') }));

configure({ asyncUtilTimeout: 5000 });

const SEED = { seedDate: () => new Date('2026-11-21T12:00:00.000Z') };

function open(url: string, lang: 'en' | 'fr' | 'ar' = 'en') {
  const routes = {
    '/:lang/tours/create': <CreateTourPage />,
    '/:lang/blog/create': <CreatePostPage />,
    '/:lang/tours': <ToursPage />,
    '/:lang/blog': <BlogPage />,
  };
  // The lists the pages lead to come with their own catalogs.
  return openScreens(url, routes, { lang, catalogs: ['catalogue', 'tours', 'blog'], db: freshDb(undefined, SEED) });
}

const where = () => screen.getByTestId('where').textContent;

/**
 * A field by its label: a text of the record's in the language tab shown (the back office's
 * language), any other one in the whole form.
 */
function formField(label: string): HTMLInputElement {
  const name = new RegExp(`^${label}`);
  const panel = screen.queryByRole('tabpanel');
  return ((panel && within(panel).queryByLabelText(name)) ?? screen.getByLabelText(name)) as HTMLInputElement;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

afterEach(() => vi.restoreAllMocks());

describe('create tour', () => {
  const field = formField;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

  async function fill() {
    type('Title', 'Mont-Saint-Michel');
    type('Description', 'The abbey on its rock.');
    type('Duration', 'Full day');
    type('Price \\(EUR\\)', '520');
    fireEvent.change(field('Category'), { target: { value: 'shared' } });
    type('Max participants', '8');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled());
  }

  it('gives each message on leaving its field, and keeps submit disabled until valid', async () => {
    await open('/en/tours/create');
    const submit = await screen.findByRole('button', { name: 'Create Tour' });
    expect(submit).toBeDisabled();
    for (const label of ['Title', 'Description', 'Duration', 'Price \\(EUR\\)', 'Category']) fireEvent.blur(field(label));
    for (const message of ['Title is required', 'Description is required', 'Duration is required', 'Price is required', 'Category is required']) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    type('Price \\(EUR\\)', '0');
    await screen.findByText('Price must be a valid number greater than 0');
    type('Max participants', '0');
    fireEvent.blur(field('Max participants'));
    await screen.findByText('Max participants must be at least 1');
    type('Image URL', 'nope');
    fireEvent.blur(field('Image URL'));
    await screen.findByText('Please enter a valid URL');
    type('Title', 'x'.repeat(201));
    await screen.findByText('Title must be less than 200 characters');
    expect(submit).toBeDisabled();
    expect((field('Description') as unknown as HTMLTextAreaElement).rows).toBe(4);
    expect(field('Price \\(EUR\\)')).toHaveAttribute('step', '0.01');
  });

  it('saves the tour with its outbox entry, then says so and opens the list', async () => {
    const db = await open('/en/tours/create');
    await screen.findByRole('button', { name: 'Create Tour' });
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(where()).toBe('/en/tours'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success!', message: 'Tour has been created successfully.' }));
    const saved = await db.tours.where('category').equals('shared').filter((tour) => tour.titleEn === 'Mont-Saint-Michel').first();
    // Written in English (the tab shown), the other languages left to translate.
    expect(saved).toMatchObject({ price: '520.00', maxParticipants: 8, durationEn: 'Full day', titleFr: '', titleAr: '', rating: '5.0', reviewCount: 0, featured: false });
    expect(saved && 'image' in saved).toBe(false);
    expect(await db.outbox.where('[table+recordId]').equals(['tours', saved!.id]).count()).toBe(1);
    expect(sessionStorage.getItem('vtc.tour-draft')).toBeNull();
  });

  it('keeps what was typed when the save fails, and shows the error', async () => {
    const db = await open('/en/tours/create');
    await screen.findByRole('button', { name: 'Create Tour' });
    await fill();
    // The outbox entry cannot be written: the tour it goes with is rolled back too.
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error('The disk said no'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Error', message: 'The disk said no' })));
    expect(where()).toBe('/en/tours/create');
    expect((field('Title') as HTMLInputElement).value).toBe('Mont-Saint-Michel');
    expect((field('Price \\(EUR\\)') as HTMLInputElement).value).toBe('520');
    expect((field('Category') as HTMLInputElement).value).toBe('shared');
    expect(await db.tours.count()).toBe(7);
    expect(await db.outbox.count()).toBe(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled());
  });

  it('keeps a draft for the tab: a new visit finds what was typed', async () => {
    await open('/en/tours/create');
    await screen.findByRole('button', { name: 'Create Tour' });
    type('Title', 'Half-typed tour');
    await waitFor(() => expect(sessionStorage.getItem('vtc.tour-draft')).toContain('Half-typed tour'));
    cleanup();
    await open('/en/tours/create');
    await screen.findByRole('button', { name: 'Create Tour' });
    expect(field('Title').value).toBe('Half-typed tour');
  });
});

describe('create a post', () => {
  const field = formField;
  const submit = () => screen.getByRole('button', { name: 'Create Post' }) as HTMLButtonElement;
  const errorOf = (label: string) =>
    (field(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  async function fill() {
    fireEvent.change(field('Title'), { target: { value: 'Chauffeur etiquette' } });
    fireEvent.change(field('Excerpt'), { target: { value: 'What to expect from your driver.' } });
    fireEvent.change(field('Content'), { target: { value: 'Our chauffeurs open the door.\n\nThey carry your bags.' } });
    fireEvent.change(field('Category'), { target: { value: 'services' } });
    fireEvent.change(field('Read time'), { target: { value: '3 min read' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
  }

  it('checks each field when it is left, with SPEC’s messages', async () => {
    await open('/en/blog/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post' });
    expect(submit().disabled).toBe(true);
    for (const [label, message] of [
      ['Title', 'Title is required'],
      ['Excerpt', 'Excerpt is required'],
      ['Content', 'Content is required'],
      ['Category', 'Category is required'],
      ['Read time', 'Read time is required'],
    ] as const) {
      fireEvent.blur(field(label));
      await waitFor(() => expect(errorOf(label)).toContain(message));
    }
    fireEvent.change(field('Title'), { target: { value: 'x'.repeat(201) } });
    await waitFor(() => expect(errorOf('Title')).toContain('Title must be less than 200 characters'));
    fireEvent.change(field('Excerpt'), { target: { value: 'y'.repeat(501) } });
    await waitFor(() => expect(errorOf('Excerpt')).toContain('Excerpt must be less than 500 characters'));
    fireEvent.change(field('Featured image URL'), { target: { value: 'not a url' } });
    fireEvent.blur(field('Featured image URL'));
    await waitFor(() => expect(errorOf('Featured image URL')).toContain('Please enter a valid URL'));
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/blog');
  });

  it('shows its messages in French', async () => {
    await open('/fr/blog/create', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Créer un nouvel article' });
    fireEvent.blur(field('Titre'));
    await waitFor(() => expect(errorOf('Titre')).toContain('Le titre est requis'));
  });

  it('previews what is typed and saves the post with its outbox entry, then goes to the blog', async () => {
    const db = await open('/en/blog/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Draft')).toBeVisible();
    await fill();
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(exactly('Chauffeur etiquette'));
    expect(within(preview).getByText('Services')).toBeVisible();
    expect(within(preview).getByText('3 min read')).toBeVisible();
    expect(within(preview).getByText('What to expect from your driver.')).toBeVisible();
    expect(within(preview).getByText('52 characters of content')).toBeVisible();
    fireEvent.click(field('Publish immediately'));
    await waitFor(() => expect(within(preview).getByText('Published')).toBeVisible());

    fireEvent.click(submit());
    await waitFor(() => expect(where()).toBe('/en/blog'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success!', message: 'Blog post has been created successfully.' }));
    const saved = await db.posts.filter((p) => p.titleEn === 'Chauffeur etiquette').toArray();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ category: 'services', readTimeEn: '3 min read', published: true, contentEn: 'Our chauffeurs open the door.\n\nThey carry your bags.', titleAr: '' });
    expect('image' in saved[0]!).toBe(false);
    const outbox = await db.outbox.where('[table+recordId]').equals(['posts', saved[0]!.id]).toArray();
    expect(outbox.map((e) => e.op)).toEqual(['create']);
    expect(sessionStorage.getItem('vtc.blog.create-draft')).toBeNull();
    await screen.findByText('7 articles found');
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    const db = await open('/en/blog/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post' });
    await fill();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    db.close();
    fireEvent.click(submit());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Error', message: 'Failed to create blog post. Please try again.' })),
    );
    expect(logged).toHaveBeenCalled();
    expect(where()).toBe('/en/blog/create');
    expect(field('Title').value).toBe('Chauffeur etiquette');
    expect(field('Content').value).toBe('Our chauffeurs open the door.\n\nThey carry your bags.');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });
});
