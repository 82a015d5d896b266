// The theme a page paints in before its code runs. The visitor's choice lives in the app's storage
// (src/app/customization.ts) and again in a cookie, which comes with every request: the server
// writes the theme into the <html> of the pages it renders, and the boot script (src/boot.js) reads
// the cookie only for a page that does not say (the app shell, a page the service worker kept).
// Reading document.cookie is a question to the browser's network process, which is busy loading the
// page: 1 to 20 ms of a desktop's main thread before the first paint, four times that on a phone.

export type ThemeName = 'light' | 'dark';

export const THEME_COOKIE = 'vtc-theme';

/** The theme the cookie line holds, or null when there is no such cookie. */
export function themeInCookie(cookies: string): ThemeName | null {
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`).exec(cookies);
  return (match?.[1] as ThemeName | undefined) ?? null;
}

/** The cookie line that keeps `theme` for a year, on every page of the site. */
export const themeCookie = (theme: ThemeName) => `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; SameSite=Lax`;

/** The attributes of <html> that paint the page in `theme` (what the boot script sets otherwise). */
export const themeAttributes = (theme: ThemeName) =>
  theme === 'dark' ? ' data-mantine-color-scheme="dark" class="dark"' : ' data-mantine-color-scheme="light"';

const WRITTEN_THEME = /^(<html\b[^>]*?) data-mantine-color-scheme="(?:light|dark)"(?: class="dark")?/m;

/**
 * The page without the theme the server wrote into it, for a copy kept for a later visit: by then
 * the visitor may have chosen the other one, and the boot script reads the cookie of a page that does
 * not say.
 */
export function withoutPageTheme(html: string): string {
  return html.replace(WRITTEN_THEME, '$1');
}
