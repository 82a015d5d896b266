// axe on the page as it settles: fonts in, no colour or position still moving (a header that turns
// solid on scroll, a theme change), so that contrast is measured on what stays on screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until no finite CSS transition or animation runs (endless ones, loaders, are left out). */
export async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}

const LIGHTHOUSE_RULES = { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } };

/**
 * No axe violation on the page; `where` names the page in the message. Beside axe's default rules, two
 * that Lighthouse runs: `label-content-name-mismatch` (a control's name holds the text it shows) and
 * `target-size` (WCAG 2.2: targets of at least 24 px, or spaced as much).
 */
export async function expectNoViolations(page: Page, where = '') {
  await settled(page);
  const results = await new AxeBuilder({ page }).options({ rules: LIGHTHOUSE_RULES }).analyze();
  const found = results.violations.map(
    (v) => `${where ? `${where} ` : ''}${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
  );
  expect(found).toEqual([]);
}
