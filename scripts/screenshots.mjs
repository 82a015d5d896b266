// Screenshots of pages in light, dark and Arabic, phone and desktop, for a look by eye.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [base = 'http://127.0.0.1:8080', out = 'screenshots', ...pagePaths] = process.argv.slice(2);
const targets = pagePaths.length ? pagePaths : ['/fr', '/en/fleet', '/fr/nope'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 860 } };
const variants = [
  { name: 'light', theme: 'light', lang: null },
  { name: 'dark', theme: 'dark', lang: null },
  { name: 'ar', theme: 'light', lang: 'ar' },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [device, viewport] of Object.entries(viewports)) {
  for (const variant of variants) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((theme) => {
      localStorage.setItem('vtc.customization', JSON.stringify({ theme, language: 'fr', version: '1.0.0' }));
    }, variant.theme);
    const page = await context.newPage();
    for (const target of targets) {
      const path = variant.lang ? target.replace(/^\/(fr|en|ar)/, `/${variant.lang}`) : target;
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Sections below the fold load as they come near: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const file = join(out, `${device}-${variant.name}${path.replaceAll('/', '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
