// The blog screens as a visitor uses them: the list and its filters kept in the address, a post's body
// as text, the not-found message. (The create form: tests/catalogue/site-screens.test.tsx.)
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/repository';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { BlogPage } from '../../src/features/blog/blog-page';
import { LatestPostsSection } from '../../src/features/blog/latest-posts-section';
import { PostPage } from '../../src/features/blog/post-page';
import { showToast } from '../../src/ui/toast';
import { openScreens } from '../app/screens';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';
import { textsIn } from '../texts';

vi.mock('../../src/ui/toast', () => ({ showToast: vi.fn(() => 'toast') }));

configure({ asyncUtilTimeout: 5000 });

const SEED = { seedDate: () => new Date('2026-11-21T12:00:00.000Z') };

function open(url: string, lang: 'en' | 'fr' | 'ar' = 'en', db = freshDb(undefined, SEED)) {
  const routes = { '/:lang/blog': <BlogPage />, '/:lang/blog/:id': <PostPage />, '/:lang': <LatestPostsSection /> };
  return openScreens(url, routes, { lang, catalogs: ['blog'], db });
}

const where = () => screen.getByTestId('where').textContent;
const cardTitles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

describe('blog list', () => {
  it('shows the published posts newest first with their count, dates and links', async () => {
    await open('/en/blog');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Our Blog'));
    await screen.findByText('6 articles found');
    expect(cardTitles()[0]).toBe('A Weekend in Brussels: From the Grand-Place to Chocolate Workshops');
    expect(cardTitles()).not.toContain('Champagne and Burgundy: Wine Tasting by Private Car');
    const link = screen.getByRole('link', { name: /Hidden Paris: Places Most Visitors Miss/ });
    expect(link).toHaveAttribute('href', `/en/blog/${SAMPLE_IDS.posts.hiddenParis}`);
    const hidden = screen.getAllByRole('article').find((a) => a.textContent?.includes('Hidden Paris'))!;
    expect(within(hidden).getByText('October 17, 2026').tagName).toBe('TIME');
    expect(within(hidden).getByText('Destinations')).toBeVisible();
  });

  it('filters by category and sorts, and keeps both in the address', async () => {
    await open('/en/blog');
    await screen.findByText('6 articles found');
    fireEvent.click(screen.getByRole('radio', { name: 'Destinations' }));
    await screen.findByText('3 articles found');
    expect(where()).toBe('/en/blog?category=destinations');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } });
    await waitFor(() => expect(cardTitles()[0]).toBe('Hidden Paris: Places Most Visitors Miss'));
    expect(where()).toBe('/en/blog?category=destinations&sort=oldest');
    fireEvent.click(screen.getByRole('radio', { name: 'All Categories' }));
    await screen.findByText('6 articles found');
    expect(where()).toBe('/en/blog?sort=oldest');
  });

  it('opens on the address’s choice, says one article in the singular, and French', async () => {
    await open('/fr/blog?category=services&sort=oldest', 'fr');
    await screen.findByText('1 article trouvé');
    expect(screen.getByRole('radio', { name: 'Services' })).toBeChecked();
    expect(screen.getByLabelText('Trier par')).toHaveValue('oldest');
    expect(screen.getByText('7 novembre 2026').tagName).toBe('TIME');
  });

  it('says when nothing matches', async () => {
    const db = await open('/en/blog?category=services');
    await screen.findByText('1 article found');
    await act(() => db.posts.update(SAMPLE_IDS.posts.businessTravel, { published: false }));
    await screen.findByText('No articles found matching your criteria.');
    await screen.findByText('0 articles found');
  });
});

describe('blog search', () => {
  it('finds a post by words of any of its languages, keeps them in the address, and Show all articles empties it', async () => {
    await open('/en/blog');
    await screen.findByText('6 articles found');
    // Arabic typed without the tanween the text has ('ازدحاماً'): the English card is shown.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'أورلي ازدحاما' } });
    await screen.findByText('1 article found');
    expect(cardTitles()).toEqual(['10 Tips for a Stress-Free Airport Transfer in Paris']);
    expect(where()).toBe(`/en/blog?q=${encodeURIComponent('أورلي ازدحاما').replace(/%20/g, '+')}`);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'no such words' } });
    await screen.findByText('No articles found matching your criteria.');
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    await screen.findByText('6 articles found');
    expect(where()).toBe('/en/blog');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });
});

describe('a post', () => {
  it('shows its header, body, tags, share buttons and related posts', async () => {
    await open(`/en/blog/${SAMPLE_IDS.posts.hiddenParis}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Hidden Paris: Places Most Visitors Miss'));
    expect(screen.getByText('Editorial Team')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/en/blog');
    expect(screen.getByText(/The covered passages of the 2nd arrondissement/).tagName).toBe('P');
    const tags = screen.getByRole('heading', { name: 'Tags' }).parentElement!;
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Destinations', 'Travel Tips', 'Guide']);
    for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn']) expect(screen.getByRole('button', { name }).tagName).toBe('BUTTON');
    const related = await screen.findByRole('region', { name: 'Related articles' });
    await waitFor(() =>
      expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'The Perfect French Riviera Road Trip',
        'Tunisia Beyond the Beach: A Chauffeur’s Guide',
      ]),
    );
    await waitFor(() => expect(document.title).toBe('Hidden Paris: Places Most Visitors Miss · Paris Prestige Chauffeur'));
  });

  it('shows markup as text and fills the template around a short content', async () => {
    const db = freshDb();
    await db.open();
    const post = await createRecord(db, 'posts', {
      ...textsIn('posts', 'en', {
        title: 'Night <i>drives</i>',
        excerpt: 'Paris by night, from the back seat.',
        content: '<b>x</b> & <img src=x onerror="window.hacked=1">',
        readTime: '2 min',
      }),
      category: 'services',
      published: true,
    });
    await open(`/en/blog/${post.id}`, 'en', db);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Night <i>drives</i>'));
    expect(screen.getByText('<b>x</b> & <img src=x onerror="window.hacked=1">').tagName).toBe('P');
    expect(document.querySelector('main b, article b, article img[src="x"]')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Introduction', 'Key points', 'Practical steps', 'Conclusion']));
    expect(screen.getByText('The essentials of “Night <i>drives</i>” at a glance.').tagName).toBe('LI');
    expect(screen.getByText('Meet your driver at the agreed time and enjoy the journey.').parentElement?.tagName).toBe('OL');
  });

  it('says an unknown id or a draft is not found, with a way back', async () => {
    await open('/en/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('Blog post not found'));
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('does not show a draft', async () => {
    await open(`/ar/blog/${SAMPLE_IDS.posts.wineTasting}`, 'ar');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exactly('المقال غير موجود'));
  });
});

describe('latest posts on the home page', () => {
  it('shows the three newest published posts and a link to the blog', async () => {
    await open('/en');
    const section = await screen.findByRole('region', { name: 'Latest travel stories' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'A Weekend in Brussels: From the Grand-Place to Chocolate Workshops',
      'Business Travel in Paris: Why a Chauffeur Saves You Time',
      'The Perfect French Riviera Road Trip',
    ]);
    expect(within(section).getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/en/blog');
  });
});
