// The blog post form of the site's create page and of the back office: SPEC 5 'Blog form', every
// message at its boundary (texts in three languages, each required one in at least one of them), and
// the record of SPEC 3 (image only when filled) and back.
import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../src/db/repository-records';
import type { Post } from '../../src/domain/types';
import { fieldIssues } from '../../src/features/catalogue/form';
import { emptyTexts } from '../../src/features/catalogue/lang-fields';
import {
  cleanPostForm,
  emptyPostForm,
  postFormFromRecord,
  postFormSchema,
  postFromForm,
  type PostFormValues,
} from '../../src/features/catalogue/post-form';

const valid = (): PostFormValues => ({
  ...emptyTexts('posts'),
  titleEn: 'A day in Giverny',
  excerptEn: 'Monet’s garden, an hour from Paris.',
  contentEn: 'First paragraph.\n\nSecond paragraph.',
  readTimeEn: '4 min read',
  image: '',
  category: 'destinations',
  published: false,
});

const post: Post = {
  id: '0b7c3f5e-8d1a-4f2b-9c3d-1e2f3a4b5c6d',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  rev: 3,
  titleFr: 'Paris secret',
  titleEn: 'Hidden Paris',
  titleAr: 'باريس الخفية',
  excerptFr: 'Des lieux que la plupart des visiteurs manquent.',
  excerptEn: 'Places most visitors miss.',
  excerptAr: '',
  contentFr: 'Premier paragraphe.\n\nDeuxième paragraphe.',
  contentEn: 'First paragraph.\n\nSecond paragraph.',
  contentAr: '',
  readTimeFr: '6 min de lecture',
  readTimeEn: '6 min read',
  readTimeAr: '',
  category: 'destinations',
  published: true,
};

const check = (values: PostFormValues) => fieldIssues(postFormSchema, values);

describe('post form rules', () => {
  it('accepts a complete form', () => {
    expect(check(valid())).toEqual({});
  });

  it('starts as a draft with no category chosen', () => {
    expect(emptyPostForm()).toEqual({ ...emptyTexts('posts'), image: '', category: '', published: false });
    expect(emptyPostForm()).toMatchObject({ titleFr: '', contentAr: '', readTimeEn: '' });
  });

  it('names every empty required field with SPEC’s message', () => {
    expect(check(emptyPostForm())).toEqual({
      titleFr: 'Title is required',
      excerptFr: 'Excerpt is required',
      contentFr: 'Content is required',
      category: 'Category is required',
      readTimeFr: 'Read time is required',
    });
    // Once the post is being written in English, the messages are on its English fields.
    expect(check({ ...emptyPostForm(), category: 'services', titleEn: 'Hello' })).toEqual({
      excerptEn: 'Excerpt is required',
      contentEn: 'Content is required',
      readTimeEn: 'Read time is required',
    });
  });

  it('counts blanks as empty', () => {
    expect(check({ ...valid(), titleEn: '   ', excerptEn: '\n', contentEn: ' \n\n ', readTimeEn: '  ' })).toEqual({
      titleFr: 'Title is required',
      excerptFr: 'Excerpt is required',
      contentFr: 'Content is required',
      readTimeFr: 'Read time is required',
    });
  });

  it('takes a title of 200 characters and refuses 201', () => {
    expect(check({ ...valid(), titleEn: 'x'.repeat(200) })).toEqual({});
    expect(check({ ...valid(), titleEn: 'x'.repeat(201) })).toEqual({ titleEn: 'Title must be less than 200 characters' });
    expect(check({ ...valid(), titleAr: 'ب'.repeat(201) })).toEqual({ titleAr: 'Title must be less than 200 characters' });
  });

  it('takes an excerpt of 500 characters and refuses 501', () => {
    expect(check({ ...valid(), excerptEn: 'y'.repeat(500) })).toEqual({});
    expect(check({ ...valid(), excerptFr: 'y'.repeat(501) })).toEqual({ excerptFr: 'Excerpt must be less than 500 characters' });
  });

  it('leaves the image optional but wants a real URL, a site file or a photo kept on the device', () => {
    for (const good of ['https://images.example.com/giverny.jpg', '/images/posts/hidden-paris.svg', 'blob-ref:5f0c6d4e-2b1a-4c3d-8e9f-0a1b2c3d4e5f']) {
      expect(check({ ...valid(), image: good }), good).toEqual({});
    }
    for (const bad of ['not a url', 'giverny.jpg', 'www.example.com', 'ftp://example.com/a.jpg', 'javascript:alert(1)', 'https://', '//evil.example/a.png', 'http://example.com/a b.jpg']) {
      expect(check({ ...valid(), image: bad }), bad).toEqual({ image: 'Please enter a valid URL' });
    }
  });

  it('wants one of the three categories', () => {
    expect(check({ ...valid(), category: 'guides' as PostFormValues['category'] })).toEqual({ category: 'Category is required' });
  });
});

describe('the post of the form', () => {
  it('leaves out an empty image and trims the one-line fields', () => {
    const fields = postFromForm({ ...valid(), titleEn: '  A day in Giverny ', titleAr: ' يوم في جيفرني ', image: '   ', published: true });
    expect(fields).toEqual({
      ...emptyTexts('posts'),
      titleEn: 'A day in Giverny',
      titleAr: 'يوم في جيفرني',
      excerptEn: 'Monet’s garden, an hour from Paris.',
      contentEn: 'First paragraph.\n\nSecond paragraph.',
      readTimeEn: '4 min read',
      category: 'destinations',
      published: true,
      image: null,
    });
    // null: absent from a new record (and cleared by an edit).
    expect('image' in buildRecord('posts', fields)).toBe(false);
  });

  it('keeps a given image and the content’s own line breaks', () => {
    const fields = postFromForm({ ...valid(), image: ' https://example.com/a.jpg ', contentFr: '## Plan\r\n- one\r\n- two\r\n' });
    expect(fields.image).toBe('https://example.com/a.jpg');
    expect(fields.contentFr).toBe('## Plan\n- one\n- two');
    expect(fields.published).toBe(false);
  });

  it('turns a post into form values and back unchanged', () => {
    const values = postFormFromRecord(post);
    const { id: _id, createdAt: _c, updatedAt: _u, rev: _r, ...fields } = post;
    expect(postFromForm(values)).toEqual({ ...fields, image: null });
  });
});

describe('kept draft', () => {
  it('keeps known fields of the right type and drops the rest', () => {
    expect(cleanPostForm({ titleFr: 'Giverny', contentAr: 4, category: 'guides', published: 'yes', extra: 1 })).toEqual({ ...emptyPostForm(), titleFr: 'Giverny' });
    expect(cleanPostForm({ readTimeAr: 'قراءة في 4 دقائق', excerptEn: 'Short' })).toMatchObject({ readTimeAr: 'قراءة في 4 دقائق', excerptEn: 'Short' });
    expect(cleanPostForm({ ...valid(), published: true })).toEqual({ ...valid(), published: true });
    expect(cleanPostForm('nonsense')).toEqual(emptyPostForm());
  });
});
