// A post's body: paragraphs, headings, bullets and numbered lines from plain text, the template
// around a short content, and no HTML ever interpreted.
import { describe, expect, it } from 'vitest';
import { isShortContent, parseContent, postBody, SHORT_CONTENT_CHARS, type BodyTemplate } from '../../src/features/blog/post-body';

const template: BodyTemplate = {
  introduction: 'Introduction',
  keyPoints: 'Key points',
  points: ['Point A', 'Point B'],
  steps: 'Practical steps',
  stepItems: ['Step 1', 'Step 2', 'Step 3'],
  conclusion: 'Conclusion',
  conclusionText: 'The end.',
};

describe('parseContent', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseContent('One.\nStill one.\n\n  \nTwo.')).toEqual([
      { kind: 'paragraph', text: 'One.\nStill one.' },
      { kind: 'paragraph', text: 'Two.' },
    ]);
  });

  it('reads headings, bullets and numbered lines', () => {
    const content = ['## Before you fly', 'Pack light.', '- Passport', '- Tickets', '', '1. Book', '2. Land', '3. Relax', '', '## After'].join('\n');
    expect(parseContent(content)).toEqual([
      { kind: 'heading', text: 'Before you fly' },
      { kind: 'paragraph', text: 'Pack light.' },
      { kind: 'bullets', items: ['Passport', 'Tickets'] },
      { kind: 'numbered', items: ['Book', 'Land', 'Relax'], start: 1 },
      { kind: 'heading', text: 'After' },
    ]);
  });

  it('starts a new list after a blank line or a paragraph, and keeps a list’s first number', () => {
    expect(parseContent('- a\n\n- b\ntext\n- c\n\n3. third\n4. fourth')).toEqual([
      { kind: 'bullets', items: ['a'] },
      { kind: 'bullets', items: ['b'] },
      { kind: 'paragraph', text: 'text' },
      { kind: 'bullets', items: ['c'] },
      { kind: 'numbered', items: ['third', 'fourth'], start: 3 },
    ]);
  });

  it('needs the space: "#hashtag", "-5 °C" and "2.5 km" are text', () => {
    expect(parseContent('#hashtag\n-5 °C\n2.5 km')).toEqual([{ kind: 'paragraph', text: '#hashtag\n-5 °C\n2.5 km' }]);
  });

  it('keeps markup as text', () => {
    const blocks = parseContent('<b>x</b>\n\n## <script>alert(1)</script>\n- <img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: '<b>x</b>' },
      { kind: 'heading', text: '<script>alert(1)</script>' },
      { kind: 'bullets', items: ['<img src=x onerror=alert(1)>'] },
    ]);
  });

  it('reads Windows line endings', () => {
    expect(parseContent('One.\r\n\r\n- a\r\n- b')).toEqual([
      { kind: 'paragraph', text: 'One.' },
      { kind: 'bullets', items: ['a', 'b'] },
    ]);
  });
});

describe('postBody', () => {
  it('shows a long or structured content as it is', () => {
    const content = 'First paragraph.\n\nSecond paragraph.';
    expect(postBody({ content, excerpt: 'Summary' }, template)).toEqual(parseContent(content));
    const long = 'x'.repeat(SHORT_CONTENT_CHARS + 1);
    expect(postBody({ content: long, excerpt: 'Summary' }, template)).toEqual([{ kind: 'paragraph', text: long }]);
  });

  it('fills the template around one short paragraph', () => {
    expect(postBody({ content: 'A short note.', excerpt: 'The summary.' }, template)).toEqual([
      { kind: 'heading', text: 'Introduction' },
      { kind: 'paragraph', text: 'The summary.' },
      { kind: 'paragraph', text: 'A short note.' },
      { kind: 'heading', text: 'Key points' },
      { kind: 'bullets', items: ['Point A', 'Point B'] },
      { kind: 'heading', text: 'Practical steps' },
      { kind: 'numbered', items: ['Step 1', 'Step 2', 'Step 3'], start: 1 },
      { kind: 'heading', text: 'Conclusion' },
      { kind: 'paragraph', text: 'The end.' },
    ]);
  });

  it('does not say the same thing twice when the content is the excerpt', () => {
    const blocks = postBody({ content: 'Same words.', excerpt: 'Same words.' }, template);
    expect(blocks.filter((b) => b.kind === 'paragraph' && b.text === 'Same words.')).toHaveLength(1);
  });

  it('knows what is short', () => {
    expect(isShortContent(parseContent('x'.repeat(SHORT_CONTENT_CHARS)))).toBe(true);
    expect(isShortContent(parseContent('a\n\nb'))).toBe(false);
    expect(isShortContent(parseContent('- a'))).toBe(false);
    expect(isShortContent([])).toBe(true);
  });
});
