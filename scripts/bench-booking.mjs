// Booking wizard benchmark (not a test): typing on a phone. In Chromium against the built site, a
// 390 px phone with its CPU slowed four times (Lighthouse's mobile setting), /fr/booking is opened
// on a fresh profile and 26 characters are typed into the pickup field, as a person types. Prints
// medians over the runs and budgets; exits 1 over budget.
//   main thread per keystroke   the page's main-thread time while typing / keystrokes    (printed)
//     of which scripts          the part running the page's scripts (React, the form)      35 ms
//   slowest keystroke           longest Event Timing duration (input to next paint)        150 ms
// The scripts' part is budgeted: the rest (input handling, style, layout, paint) moves with the
// machine's load more than with the code.
// The slowest keystroke is what Interaction to Next Paint reports (good: 200 ms or less).
// Usage: npm run bench:booking (build first: dist/, or DIST_DIR)
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { median } from './lib/median.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveDist } from './lib/serve-dist.mjs';

const dist = resolve(process.env.DIST_DIR || 'dist');
const RUNS = 5;
const TEXT = 'Aeroport Charles de Gaulle';
const BUDGET = { script: 35, slowest: 150 };

async function typeOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/fr/booking`, { waitUntil: 'networkidle' });
    const field = page.getByRole('textbox', { name: 'Lieu de prise en charge' });
    await field.click();
    // The page has settled (its idle work done) before the clock starts.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
    await page.evaluate(() => {
      window.__slowest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__slowest = Math.max(window.__slowest, entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const busy = async () => {
      const metrics = (await cdp.send('Performance.getMetrics')).metrics;
      const ms = (name) => metrics.find((m) => m.name === name).value * 1000;
      return { task: ms('TaskDuration'), script: ms('ScriptDuration') };
    };
    const before = await busy();
    await field.pressSequentially(TEXT, { delay: 40 });
    await page.waitForTimeout(300);
    const after = await busy();
    if ((await field.inputValue()) !== TEXT) throw new Error(`typed "${await field.inputValue()}"`);
    return {
      perKeystroke: (after.task - before.task) / TEXT.length,
      script: (after.script - before.script) / TEXT.length,
      slowest: await page.evaluate(() => window.__slowest),
    };
  } finally {
    await context.close();
  }
}

const { url, stop } = await serveDist(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) runs.push(await typeOnce(browser, url));
} finally {
  await browser.close();
  await stop();
}

const rows = [
  ['main thread per keystroke', median(runs.map((r) => r.perKeystroke)), Infinity, runs.map((r) => r.perKeystroke)],
  ['  of which scripts', median(runs.map((r) => r.script)), BUDGET.script, runs.map((r) => r.script)],
  ['slowest keystroke', median(runs.map((r) => r.slowest)), BUDGET.slowest, runs.map((r) => r.slowest)],
];
console.log(`Booking wizard, /fr/booking on a 390 px phone, CPU x4, ${TEXT.length} keystrokes, median of ${RUNS} runs`);
for (const [name, value, budget, all] of rows)
  console.log(
    `  ${name.padEnd(28)} ${value.toFixed(0).padStart(5)} ms  (${budget === Infinity ? '' : `budget ${budget} ms; `}runs ${all.map((v) => v.toFixed(0)).join(', ')})`,
  );
const over = rows.filter(([, value, budget]) => value > budget);
if (over.length) {
  console.error(`Over budget: ${over.map(([name]) => name.trim()).join(', ')}`);
  process.exit(1);
}
