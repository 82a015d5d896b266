// The page template: what the first paint waits for comes before the code and its preloads.
import { describe, expect, it } from 'vitest';
import { firstPaintFirst } from '../../server/render/template';

const page = [
  '<html><head><meta charset="UTF-8" />',
  '<script>document.documentElement.dataset.boot = "1"</script>',
  '<script type="module" src="/assets/index.js"></script>',
  '<link rel="modulepreload" href="/assets/a.js">',
  '<link rel="stylesheet" href="/assets/hero.css">',
  '<link rel="stylesheet" href="/assets/index.css">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">',
  '<title>Home</title>',
  '</head><body><div id="root"></div><link rel="stylesheet" href="/assets/later.css"></body></html>',
].join('\n');

describe('firstPaintFirst', () => {
  it('moves the styles and preloads of the head ahead of the code, in their order, after the inline boot script', () => {
    const html = firstPaintFirst(page);
    const at = (text: string) => html.indexOf(text);
    expect(at('dataset.boot')).toBeLessThan(at('hero.css'));
    expect(at('hero.css')).toBeLessThan(at('index.css'));
    expect(at('index.css')).toBeLessThan(at('inter.woff2'));
    expect(at('inter.woff2')).toBeLessThan(at('/assets/index.js'));
    expect(at('/assets/index.js')).toBeLessThan(at('/assets/a.js'));
    // The body's styles (sections that come alive later) stay where they are.
    expect(at('later.css')).toBeGreaterThan(at('<div id="root">'));
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(3);
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(firstPaintFirst(plain)).toBe(plain);
  });
});
