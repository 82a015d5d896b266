// One Lighthouse 12 run (mobile preset) of a page, a first visit on a fresh Chromium profile.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './serve-dist.mjs';
import { threadShare } from './thread-share.mjs';

/** The run's Lighthouse result and report, and its main thread's share of the cores (thread-share.mjs). */
export async function lighthouseRun(pageUrl, { categories, blockedUrlPatterns } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}),
    });
    // The trace is dropped once read: five runs of seven pages would hold hundreds of MB.
    return { lhr: result.lhr, report: result.report, share: threadShare(result.artifacts?.Trace?.traceEvents ?? []) };
  } finally {
    await chrome.kill();
  }
}
