// A rendered page's own stylesheets travel inside it. The browser waits for every stylesheet of the
// head before it paints, and each one it must fetch costs a round trip on a phone's link: for a
// screen's styles (a few kilobytes) more in waiting than in bytes. The styles of the sections below
// the fold would arrive after the first paint, and each arrival makes the browser style the page
// again while it should be answering the visitor: written into the head, every part is styled once.
// The app's shared stylesheet stays a file: every page and the back office use it, and the browser
// keeps it.

/** The stylesheets the pages link (the template's, and assetLinks' in server/render/assets.ts). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** Larger than this, a stylesheet is worth its own request (and the browser's cache). */
export const INLINE_MAX_BYTES = 16 * 1024;

/** The stylesheet files the page links. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
}

/**
 * Can these rules be written into the page as they are? Not if they would close the <style> element,
 * nor if a relative url() in them would be read against the page's address instead of the file's.
 */
export function inlinable(css: string): boolean {
  if (css.length > INLINE_MAX_BYTES || /<\/style/i.test(css)) return false;
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].every(([, , url]) => /^(\/|data:|#)/.test(url!));
}

/**
 * Writes each stylesheet the page links, but the `shared` ones, into the page when `contents` holds
 * its rules. The link stays too, disabled: the browser does not fetch it, and the code that brings a
 * screen's styles along (Vite's preload helper) finds the file linked already and does not fetch it.
 *
 * The rules of the head stay in their place. Those the body links (sections below the fold) go to the
 * end of the head, in their order: in the body the browser would meet them only after it had styled
 * and laid out everything above them, and would do it all again; in the head they cost no fetch.
 */
export function inlineStyles(html: string, shared: ReadonlySet<string>, contents: ReadonlyMap<string, string | null>): string {
  const headEnd = html.indexOf('</head>');
  const moved: string[] = [];
  const inline = (inBody: boolean) => (link: string, file: string) => {
    const css = contents.get(file);
    if (shared.has(file) || css == null || !inlinable(css)) return link;
    const disabled = `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    if (!inBody) return `<style>${css}</style>${disabled}`;
    moved.push(`<style>${css}</style>`);
    return disabled;
  };
  if (headEnd < 0) return html.replace(STYLESHEET, inline(false));
  const head = html.slice(0, headEnd).replace(STYLESHEET, inline(false));
  const body = html.slice(headEnd).replace(STYLESHEET, inline(true));
  return head + moved.join('') + body;
}
