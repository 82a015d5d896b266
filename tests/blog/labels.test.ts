// Post dates in each language's long form, the share pages of each network, and sharing itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatPostDate } from '../../src/features/blog/post-labels';
import { sharePost, shareUrl } from '../../src/features/blog/share-links';

describe('post dates', () => {
  const iso = '2026-11-21T12:00:00.000Z';

  it('are long US English in en (SPEC 2.4)', () => {
    expect(formatPostDate(iso, 'en')).toBe('November 21, 2026');
  });

  it('are French in fr', () => {
    expect(formatPostDate(iso, 'fr')).toBe('21 novembre 2026');
  });

  it('are Arabic in ar, with the month’s Arabic name', () => {
    const text = formatPostDate(iso, 'ar');
    expect(text).toMatch(/نوفمبر/);
    expect(text).toBe(new Intl.DateTimeFormat('ar-TN', { dateStyle: 'long' }).format(new Date(iso)));
  });

  it('counts with the language’s grouping', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'fr').replace(/\s/g, ' ')).toBe('1 234');
  });
});

describe('share pages', () => {
  const shared = { title: 'Hidden Paris & more', url: 'https://example.com/en/blog/abc?x=1' };

  it('encode the post’s address (and the title for Twitter)', () => {
    expect(shareUrl('facebook', shared)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fen%2Fblog%2Fabc%3Fx%3D1');
    expect(shareUrl('twitter', shared)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fen%2Fblog%2Fabc%3Fx%3D1&text=Hidden%20Paris%20%26%20more',
    );
    expect(shareUrl('linkedin', shared)).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fen%2Fblog%2Fabc%3Fx%3D1');
  });
});

describe('sharing', () => {
  const shared = { title: 'Hidden Paris', url: 'https://example.com/en/blog/abc' };

  afterEach(() => {
    vi.restoreAllMocks();
    delete (navigator as { share?: unknown }).share;
  });

  it('uses the device’s share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await sharePost('linkedin', shared);
    expect(share).toHaveBeenCalledWith({ title: 'Hidden Paris', url: 'https://example.com/en/blog/abc' });
    expect(open).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the sheet', async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await sharePost('facebook', shared);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the network’s page in a new tab otherwise', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await sharePost('twitter', shared);
    expect(open).toHaveBeenCalledWith(shareUrl('twitter', shared), '_blank', 'noopener,noreferrer');
  });
});
