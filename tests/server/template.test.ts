// The page template: a rendered page paints before its code is fetched. The entry script and its
// module preloads leave the head for #app-code, which the boot script reads after the first frame.
import { describe, expect, it } from 'vitest';
import { codeAfterPaint, type AppCode } from '../../server/render/template';

const page = [
  '<html><head><meta charset="UTF-8" />',
  '<script>document.documentElement.dataset.boot = "1"</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/a.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">',
  '<link rel="modulepreload" crossorigin href="/assets/fleet-page.js">',
  '<title>Home</title>',
  '</head><body><div id="root"><p>Fleet</p></div><link rel="stylesheet" href="/assets/later.css"></body></html>',
].join('\n');

const codeOf = (html: string): AppCode =>
  JSON.parse(/<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as AppCode;

describe('codeAfterPaint', () => {
  it('takes the entry script and every module preload out of the page into #app-code, in their order', () => {
    const html = codeAfterPaint(page);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/modulepreload/);
    expect(codeOf(html)).toEqual({ entry: '/assets/index.js', preload: ['/assets/a.js', '/assets/fleet-page.js'] });
    // At the end of the body, after the page's markup; what the first paint needs stays in the head.
    expect(html.indexOf('id="app-code"')).toBeGreaterThan(html.indexOf('later.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('dataset.boot');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(codeAfterPaint(plain)).toBe(plain);
  });
});
