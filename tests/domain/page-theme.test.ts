// The theme written into a rendered page's <html>, and taken out of the copy the service worker keeps.
import { describe, expect, it } from 'vitest';
import { themeAttributes, withoutPageTheme } from '../../src/domain/page-theme';

const page = (attributes: string) => `<!doctype html>\n<html lang="ar" dir="rtl"${attributes}>\n<head></head><body data-mantine-color-scheme="dark"></body></html>`;

describe('the theme of a rendered page', () => {
  it('is written as the boot script would set it', () => {
    expect(themeAttributes('dark')).toBe(' data-mantine-color-scheme="dark" class="dark"');
    expect(themeAttributes('light')).toBe(' data-mantine-color-scheme="light"');
  });

  it('is taken out of a kept copy, and only from <html>', () => {
    expect(withoutPageTheme(page(themeAttributes('dark')))).toBe(page(''));
    expect(withoutPageTheme(page(themeAttributes('light')))).toBe(page(''));
    expect(withoutPageTheme(page(''))).toBe(page(''));
  });
});
