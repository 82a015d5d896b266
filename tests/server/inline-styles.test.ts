// @vitest-environment node
// A rendered page's own small stylesheets are written into its head, and their links stay disabled
// (neither the browser nor Vite's preload helper fetches them then).
import { describe, expect, it } from 'vitest';
import { INLINE_MAX_BYTES, inlinable, inlineStyles, linkedStylesheets } from '../../server/render/inline-styles';

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const PAGE = `<html><head>${link('assets/a.css')}${link('assets/index.css')}</head><body><div id="root"></div>${link('assets/b.css')}</body></html>`;

describe('inlineStyles', () => {
  it('lists the stylesheets a page links, head and body', () => {
    expect(linkedStylesheets(PAGE)).toEqual(['assets/a.css', 'assets/index.css', 'assets/b.css']);
  });

  it("writes the small ones into the head, those of the body after the head's, and keeps the shared one a file", () => {
    const contents = new Map([
      ['assets/a.css', '.a{color:red}'],
      ['assets/index.css', '.i{color:blue}'],
      ['assets/b.css', '.b{background:url(/images/b.svg)}'],
    ]);
    expect(inlineStyles(PAGE, new Set(['assets/index.css']), contents)).toBe(
      '<html><head><style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        `${link('assets/index.css')}<style>.b{background:url(/images/b.svg)}</style></head><body><div id="root"></div>` +
        '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled></body></html>',
    );
  });

  it('leaves a stylesheet of the body that cannot travel in the page where it is', () => {
    const contents = new Map([
      ['assets/a.css', '.a{color:red}'],
      ['assets/b.css', '.b{}'.repeat(INLINE_MAX_BYTES / 4 + 1)],
    ]);
    expect(inlineStyles(PAGE, new Set(['assets/index.css']), contents)).toBe(
      '<html><head><style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        `${link('assets/index.css')}</head><body><div id="root"></div>${link('assets/b.css')}</body></html>`,
    );
  });

  it('leaves a link alone when its rules are unknown or cannot travel in the page', () => {
    const contents = new Map<string, string | null>([
      ['assets/a.css', null],
      ['assets/b.css', '.b{background:url(b.svg)}'],
    ]);
    expect(inlineStyles(PAGE, new Set(), contents)).toBe(PAGE);
  });
});

describe('inlinable', () => {
  it('takes small rules whose addresses are absolute or data', () => {
    expect(inlinable('.a{background:url("/x.svg")}.b{background:url(data:image/png;base64,AA==)}')).toBe(true);
    expect(inlinable('.a{filter:url(#shadow)}')).toBe(true);
  });

  it('refuses relative addresses, a closing style tag and large files', () => {
    expect(inlinable('.a{background:url(./x.svg)}')).toBe(false);
    expect(inlinable(".a{background:url('x.svg')}")).toBe(false);
    expect(inlinable('.a::after{content:"</style><script>"}')).toBe(false);
    expect(inlinable('.a{}'.repeat(INLINE_MAX_BYTES / 4 + 1))).toBe(false);
  });
});
