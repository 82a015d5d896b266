// Lighthouse 12 (mobile preset) on the public pages that bring visitors, against the built app served
// by the real server. Prints one row per page and fails under the bars: accessibility 100, best
// practices 100, SEO >= 95, and over the budget of total blocking time (median of the runs, 200 ms).
// Usage: node scripts/lighthouse.mjs [distDir] [path ...]
// LIGHTHOUSE_REPORTS=dir also writes each page's full report (JSON) there, to see what a figure is made of.
// A page's figures vary from run to run (total blocking time most): each page is measured
// LIGHTHOUSE_RUNS times (default 5), each a first visit on a fresh profile, and its median run (by
// performance score) is the one printed, with the range of the scores, each run's total blocking
// time and each run's benchmarkIndex (the machine's speed as Lighthouse measured it: the figures
// compare only between machines of like index).
// LIGHTHOUSE_WITHOUT_CODE=1 measures the pages as the server draws them, their script files refused
// (only the small script written into the page runs): the part of the figures that the markup and
// styles make alone, which no change to the scripts can remove. Those runs are held to no bar.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SAMPLE_IDS } from '../src/domain/sample-data.ts';
import { median } from './lib/median.mjs';
import { lighthouseRun } from './lib/lighthouse-run.mjs';
import { serveDist } from './lib/serve-dist.mjs';
import { describeShare } from './lib/thread-share.mjs';

const [distArg, ...pathArgs] = process.argv.slice(2);
const dist = resolve(distArg ?? 'dist');
const pages = pathArgs.length
  ? pathArgs
  : ['/fr', '/fr/fleet', `/fr/tour/${SAMPLE_IDS.tours.versailles}`, `/fr/blog/${SAMPLE_IDS.posts.hiddenParis}`,
    '/fr/booking', '/ar', `/ar/tour/${SAMPLE_IDS.tours.versailles}`];
const BARS = { accessibility: 100, 'best-practices': 100, seo: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const WITHOUT_CODE = Boolean(process.env.LIGHTHOUSE_WITHOUT_CODE);
/** The median total blocking time a page may have, in ms (a phone must answer a tap at once). */
const TBT_BUDGET_MS = 200;

const measure = (pageUrl) =>
  lighthouseRun(pageUrl, { categories: CATEGORIES, ...(WITHOUT_CODE ? { blockedUrlPatterns: ['*/assets/*.js'] } : {}) });

const { url, stop } = await serveDist(dist);
const rows = [];
try {
  for (const path of pages) {
    const results = [];
    const errors = [];
    for (let run = 0; run < RUNS; run++) {
      // A run Lighthouse could not measure (its trace incomplete: NO_NAVSTART and the like) is told
      // and measured again, twice at most; one that still fails counts, and scores 0.
      let result = await measure(`${url}${path}`);
      for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++) {
        errors.push(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        result = await measure(`${url}${path}`);
      }
      results.push(result);
    }
    const score = (result, id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const middle = results[Math.floor((results.length - 1) / 2)];
    const { audits } = middle.lhr;
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${path.replace(/\W+/g, '_') || 'root'}.json`), middle.report);
    }
    // The bars hold on every run, not on the median one only.
    const worst = (id) => Math.min(...results.map((result) => score(result, id)));
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({
      path,
      performance: score(middle, 'performance'),
      range: `${score(results[0], 'performance')}-${score(results.at(-1), 'performance')}`,
      accessibility: worst('accessibility'),
      'best-practices': worst('best-practices'),
      seo: worst('seo'),
      fcp: audits['first-contentful-paint']?.displayValue ?? '',
      lcp: audits['largest-contentful-paint']?.displayValue ?? '',
      // Total blocking time moves most from run to run: each run's, sorted.
      tbtMedian: median(results.map((result) => result.lhr.audits['total-blocking-time']?.numericValue ?? Infinity)),
      tbtRuns: results
        .map((result) => result.lhr.audits['total-blocking-time']?.numericValue)
        .filter((value) => typeof value === 'number' && Number.isFinite(value))
        .map((value) => Math.round(value / 10) * 10)
        .sort((a, b) => a - b),
      // The machine's speed as Lighthouse measured it for each run (higher is faster): figures only
      // compare between runs of like index.
      benchmarkIndex: results.map((result) => Math.round(result.lhr.environment?.benchmarkIndex ?? 0)),
      // Each run's main thread: the CPU it had in its tasks' time (thread-share.mjs).
      shares: results.map((result) => `TBT ${Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms: ${describeShare(result.share)}`),
      failing,
      // What the page logged as errors, to find the cause of a failed errors-in-console.
      consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((item) => `${item.source ?? ''}: ${item.description ?? ''}`),
      errors: [...errors, ...results.filter((r) => r.lhr.runtimeError).map((r) => `${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}`)],
    });
  }
} finally {
  await stop();
}

console.log(`Median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page (performance range in brackets)${WITHOUT_CODE ? ', the pages without their code' : ''}`);
console.log('page'.padEnd(54), 'perf          a11y  bp   seo   FCP      LCP      TBT med  TBT of each run (ms)');
for (const r of rows) {
  console.log(
    r.path.padEnd(54),
    `${r.performance} (${r.range})`.padEnd(13),
    String(r.accessibility).padEnd(5),
    String(r['best-practices']).padEnd(4),
    String(r.seo).padEnd(5),
    r.fcp.padEnd(8),
    r.lcp.padEnd(8),
    `${Math.round(r.tbtMedian)} ms`.padEnd(8),
    r.tbtRuns.join(' '),
  );
  console.log(`  benchmarkIndex of each run: ${r.benchmarkIndex.join(' ')}`);
  for (const line of r.shares) console.log(`  ${line}`);
  for (const error of r.errors) console.log(`  Lighthouse could not measure a run: ${error}`);
  if (r.failing.length) console.log(`  failing audits: ${r.failing.join(', ')}`);
  for (const line of r.consoleErrors) console.log(`  console error: ${line.slice(0, 300)}`);
}
const under = rows.flatMap((r) => [
  ...Object.entries(BARS).filter(([id, bar]) => r[id] < bar).map(([id, bar]) => `${r.path} ${id} ${r[id]} < ${bar}`),
  ...(r.tbtMedian > TBT_BUDGET_MS ? [`${r.path} total blocking time ${Math.round(r.tbtMedian)} ms > ${TBT_BUDGET_MS} ms (median)`] : []),
]);
if (under.length && WITHOUT_CODE) console.log(`Not met, and no bar without the code:\n  ${under.join('\n  ')}`);
else if (under.length) {
  console.error(`Lighthouse bars not met:\n  ${under.join('\n  ')}`);
  process.exit(1);
}
