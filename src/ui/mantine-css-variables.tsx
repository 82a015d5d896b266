// Mantine's theme variables (vite.config.ts puts this module in the place of @mantine/core's own
// MantineCssVariables). The package's version works out some 1,500 variables from the theme, with
// colour arithmetic, at every render of the provider, and a table of Mantine's defaults when its code
// is first evaluated: some 15 ms each on a phone, in the tasks that bring the page to life. The same
// <style> element is drawn here from a copy made once: the server's, found in the page it sent, or
// worked out at the first render where there is none (a page the browser draws alone).
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  keys,
  useMantineCssVariablesResolver,
  useMantineStyleNonce,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** The variables the theme changes from Mantine's defaults (which its stylesheet already holds). */
function changedVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const part of ['variables', 'light', 'dark'] as const) {
    for (const key of keys(input[part])) {
      if (defaults[part][key] !== input[part][key]) changed[part][key] = input[part][key]!;
    }
  }
  return changed;
}

const SCHEME_VARIABLES: ConvertCSSVariablesInput = { variables: {}, dark: { '--mantine-color-scheme': 'dark' }, light: { '--mantine-color-scheme': 'light' } };

function themeCss(theme: MantineTheme, generator: CSSVariablesResolver | undefined, selector: string | undefined, deduplicate: boolean) {
  const merged = generator ? deepMerge(defaultCssVariablesResolver(theme), generator(theme)) : defaultCssVariablesResolver(theme);
  const clean = (selector === undefined || selector === ':root' || selector === ':host') && deduplicate;
  const css = convertCssVariables(clean ? changedVariables(merged) : merged, selector);
  return css ? `${css}${clean ? '' : convertCssVariables(SCHEME_VARIABLES, selector)}` : '';
}

let made: { theme: MantineTheme; generator: CSSVariablesResolver | undefined; selector: string | undefined; css: string } | null = null;

/** The server's copy, in the page it drew. */
function serverCopy(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? null;
}

/** The stylesheet for this theme: the server's copy at first where there is one, then the one made. */
function cssFor(theme: MantineTheme, generator: CSSVariablesResolver | undefined, selector: string | undefined, deduplicate: boolean): string {
  if (!made) made = { theme, generator, selector, css: serverCopy() ?? themeCss(theme, generator, selector, deduplicate) };
  else if (made.theme !== theme || made.generator !== generator || made.selector !== selector) {
    made = { theme, generator, selector, css: themeCss(theme, generator, selector, deduplicate) };
  }
  return made.css;
}

export function MantineCssVariables({ cssVariablesSelector, deduplicateCssVariables }: { cssVariablesSelector?: string; deduplicateCssVariables: boolean }) {
  const theme = useMantineTheme();
  const nonce = useMantineStyleNonce();
  const css = cssFor(theme, useMantineCssVariablesResolver(), cssVariablesSelector, deduplicateCssVariables);
  return css ? <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
MantineCssVariables.displayName = '@mantine/CssVariables';
