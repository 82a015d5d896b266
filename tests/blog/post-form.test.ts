// SPEC 5 'Blog form': every message at its boundary, and the payload of SPEC 3 (image only when filled).
import { describe, expect, it } from 'vitest';
import { checkPostForm, emptyPostForm, isPostImageUrl, postPayload, type PostFormValues } from '../../src/domain/post-form';

const valid = (): PostFormValues => ({
  title: 'A day in Giverny',
  excerpt: 'Monet’s garden, an hour from Paris.',
  content: 'First paragraph.\n\nSecond paragraph.',
  image: '',
  category: 'destinations',
  readTime: '4 min read',
  published: false,
});

describe('post form rules', () => {
  it('accepts a complete form', () => {
    expect(checkPostForm(valid())).toEqual({});
  });

  it('names every empty required field with SPEC’s message', () => {
    expect(checkPostForm(emptyPostForm())).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      category: 'Category is required',
      readTime: 'Read time is required',
    });
  });

  it('counts blanks as empty', () => {
    expect(checkPostForm({ ...valid(), title: '   ', excerpt: '\n', content: ' \n\n ', readTime: '  ' })).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      readTime: 'Read time is required',
    });
  });

  it('takes a title of 200 characters and refuses 201', () => {
    expect(checkPostForm({ ...valid(), title: 'x'.repeat(200) })).toEqual({});
    expect(checkPostForm({ ...valid(), title: 'x'.repeat(201) })).toEqual({ title: 'Title must be less than 200 characters' });
  });

  it('takes an excerpt of 500 characters and refuses 501', () => {
    expect(checkPostForm({ ...valid(), excerpt: 'y'.repeat(500) })).toEqual({});
    expect(checkPostForm({ ...valid(), excerpt: 'y'.repeat(501) })).toEqual({ excerpt: 'Excerpt must be less than 500 characters' });
  });

  it('leaves the image optional but wants a real URL when one is given', () => {
    expect(checkPostForm({ ...valid(), image: 'https://images.example.com/giverny.jpg' })).toEqual({});
    expect(checkPostForm({ ...valid(), image: '/images/posts/hidden-paris.svg' })).toEqual({});
    for (const bad of ['not a url', 'giverny.jpg', 'ftp://example.com/a.jpg', 'javascript:alert(1)', 'https://', '//evil.example/a.png']) {
      expect(checkPostForm({ ...valid(), image: bad }), bad).toEqual({ image: 'Please enter a valid URL' });
    }
    expect(isPostImageUrl('http://example.com/a b.jpg')).toBe(false);
  });

  it('wants one of the three categories', () => {
    expect(checkPostForm({ ...valid(), category: 'guides' as PostFormValues['category'] })).toEqual({ category: 'Category is required' });
  });
});

describe('post payload', () => {
  it('leaves out an empty image and trims the one-line fields', () => {
    const payload = postPayload({ ...valid(), title: '  A day in Giverny ', image: '   ', published: true });
    expect(payload).toEqual({
      title: 'A day in Giverny',
      excerpt: 'Monet’s garden, an hour from Paris.',
      content: 'First paragraph.\n\nSecond paragraph.',
      category: 'destinations',
      readTime: '4 min read',
      published: true,
    });
    expect('image' in payload).toBe(false);
  });

  it('keeps a given image and the content’s own line breaks', () => {
    const payload = postPayload({ ...valid(), image: ' https://example.com/a.jpg ', content: '## Plan\r\n- one\r\n- two\r\n' });
    expect(payload.image).toBe('https://example.com/a.jpg');
    expect(payload.content).toBe('## Plan\n- one\n- two');
    expect(payload.published).toBe(false);
  });
});
