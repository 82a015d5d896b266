// What the main thread does after the first paint of a public page, on a CPU slowed 4 times (as
// Lighthouse's mobile profile): its time by kind (script, style, layout, paint, parse, GC, other), its
// blocking time (the part of each task past 50 ms, as total blocking time counts it) and its longest
// tasks. Usage: node scripts/trace.mjs [distDir] [path ...] (default /fr and /fr/booking);
// TRACE_RUNS (default 3) first visits per page, the median run (by blocking time) printed;
// TRACE_OUT=dir also writes each median run's trace there, to open in Chromium's performance panel;
// TRACE_PROFILE=1 records JavaScript's sampling profile in it too (which functions the time went to).
// It prints too the main thread's own time (CPU) over the whole load, first paint included, by kind:
// steadier than wall time when the machine is busy, and what to compare between two builds.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { machineIndex } from './lib/machine-index.mjs';
import { median } from './lib/median.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveDist } from './lib/serve-dist.mjs';
import { pageNavigation, TASK_NAMES } from './lib/thread-share.mjs';

const [distArg, ...pathArgs] = process.argv.slice(2);
const dist = resolve(distArg ?? 'dist');
const pages = pathArgs.length ? pathArgs : ['/fr', '/fr/booking'];
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const CPU_SLOWDOWN = 4;
/** How long after the load the trace goes on: the work the page leaves for later shows too. */
const SETTLE_MS = 4000;
const CATEGORIES = [...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []), 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing', 'loading', 'v8.execute'];

// Trace event names by kind; an event of another name counts as its parent's kind.
const KINDS = {
  script: ['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'FireIdleCallback',
    'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'V8.Execute', 'v8.run', 'XHRReadyStateChange',
    'XHRLoad', 'v8.produceCache', 'v8.deserializeOnBackground', 'CompileScript', 'CompileCode', 'CompileModule',
    'EvaluateModule', 'ParseScriptOnBackground', 'v8.parseOnBackground', 'MajorGC-none'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation', 'InvalidateLayout'],
  layout: ['Layout', 'UpdateLayerTree'],
  paint: ['Paint', 'PaintImage', 'PrePaint', 'Layerize', 'CompositeLayers', 'RasterTask', 'Commit', 'UpdateLayer', 'DecodeImage', 'ImageDecodeTask'],
  parse: ['ParseHTML'],
  gc: ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCCompactor', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking', 'GCEvent'],
};
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/**
 * A task's time by kind, in µs: each event's own (its children's taken out), timed by `timeOf` (wall
 * time, or the thread's), and the own time of the events of no known kind, by name.
 */
function timeByKind(task, inside, timeOf) {
  const kinds = {};
  const otherNames = {};
  const stack = [{ end: task.ts + task.dur, kind: 'other', name: task.name, self: timeOf(task) }];
  const close = (frame) => {
    const self = Math.max(0, frame.self);
    kinds[frame.kind] = (kinds[frame.kind] ?? 0) + self;
    if (frame.kind === 'other') otherNames[frame.name] = (otherNames[frame.name] ?? 0) + self;
  };
  for (const event of inside) {
    while (stack.length > 1 && event.ts >= stack.at(-1).end) close(stack.pop());
    const parent = stack.at(-1);
    parent.self -= timeOf(event);
    stack.push({ end: event.ts + event.dur, kind: KIND_OF.get(event.name) ?? parent.kind, name: event.name, self: timeOf(event) });
  }
  while (stack.length) close(stack.pop());
  return { kinds, otherNames };
}

const wallTime = (event) => event.dur;
const threadTime = (event) => event.tdur ?? event.dur;

/** One first visit of the page: its trace's events. */
async function traceVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return trace.traceEvents ?? trace;
}

/** The main thread's work after the first paint, by kind, and its tasks over 50 ms. */
function analyse(events) {
  const navigation = pageNavigation(events);
  if (!navigation) throw new Error('The trace has no navigation of the page');
  const { pid, tid } = navigation;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > navigation.ts);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  // Top-level tasks: a task inside another (RunTask within ThreadControllerImpl::RunTask) is part of it.
  const tasks = [];
  for (const event of onMain.filter((e) => TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur) tasks.push(event);
  }
  const taskSet = new Set(onMain.filter((e) => TASK_NAMES.has(e.name)));
  const ms = (us) => us / 1000;
  const byKind = {};
  // The whole load's, before the first paint too, in the thread's own time: what the page costs the
  // CPU, whatever else the machine ran meanwhile (Lighthouse counts some of that work after its
  // simulated first paint).
  const loadCpu = {};
  const longTasks = [];
  const otherNames = {};
  let blocking = 0;
  // The same from the thread's own time (its CPU time, the slowdown's included): what another
  // process took from the page on a busy machine does not count.
  let cpuBlocking = 0;
  let sorted = onMain.filter((e) => !taskSet.has(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    // The events inside this task, in order of start, parents before their children.
    while (cursor < sorted.length && sorted[cursor].ts < task.ts) cursor++;
    const inside = [];
    while (cursor < sorted.length && sorted[cursor].ts < end) inside.push(sorted[cursor++]);
    for (const [kind, us] of Object.entries(timeByKind(task, inside, threadTime).kinds)) loadCpu[kind] = (loadCpu[kind] ?? 0) + ms(us);
    if (task.ts < paint.ts) continue;
    if (ms(task.dur) > 50) blocking += ms(task.dur) - 50;
    const cpu = ms(task.tdur ?? task.dur);
    if (cpu > 50) cpuBlocking += cpu - 50;
    const { kinds, otherNames: others } = timeByKind(task, inside, wallTime);
    for (const [name, us] of Object.entries(others)) otherNames[name] = (otherNames[name] ?? 0) + ms(us);
    let script;
    for (const event of inside) {
      if (event.name === 'v8.evaluateModule') script = 'modules evaluated';
      script ??= event.args?.data?.url || event.args?.data?.functionName || undefined;
    }
    for (const [kind, us] of Object.entries(kinds)) byKind[kind] = (byKind[kind] ?? 0) + ms(us);
    if (ms(task.dur) > 50) {
      const parts = Object.entries(kinds).filter(([, us]) => us >= 5000).sort((a, b) => b[1] - a[1]).map(([kind, us]) => `${kind} ${Math.round(ms(us))}`);
      longTasks.push({ start: ms(task.ts - navigation.ts), duration: ms(task.dur), parts: parts.join(', '), script: script?.split('/').pop() ?? '' });
    }
  }
  sorted = null;
  return { firstPaint: ms(paint.ts - navigation.ts), byKind, loadCpu, otherNames, blocking, cpuBlocking, longTasks: longTasks.sort((a, b) => b.duration - a.duration) };
}

const round = (value) => Math.round(value);
const { url, stop } = await serveDist(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const probe = await browser.newPage();
  const index = await probe.evaluate(machineIndex);
  await probe.close();
  console.log(`Main thread after the first paint, CPU slowed x${CPU_SLOWDOWN}, median of ${RUNS} first visits (machine index ${index}, higher is faster)`);
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // A trace Chromium recorded without the page's navigation or paint is taken again, twice at most.
      for (let attempt = 1; ; attempt++) {
        const events = await traceVisit(browser, `${url}${path}`);
        try {
          runs.push({ events, ...analyse(events) });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`  ${path}: ${error.message}; measured again`);
        }
      }
    }
    runs.sort((a, b) => a.blocking - b.blocking);
    const middleRun = runs[Math.floor((runs.length - 1) / 2)];
    if (process.env.TRACE_OUT) {
      mkdirSync(process.env.TRACE_OUT, { recursive: true });
      writeFileSync(join(process.env.TRACE_OUT, `${path.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify({ traceEvents: middleRun.events }));
    }
    const total = Object.values(middleRun.byKind).reduce((sum, value) => sum + value, 0);
    console.log(`\n${path}: first paint ${round(middleRun.firstPaint)} ms; after it ${round(total)} ms of work, blocking ${round(middleRun.blocking)} ms (each run: ${runs.map((r) => round(r.blocking)).join(' ')}; from the thread's CPU time: ${runs.map((r) => round(r.cpuBlocking)).join(' ')})`);
    console.log(`  by kind: ${Object.entries(middleRun.byKind).sort((a, b) => b[1] - a[1]).map(([kind, value]) => `${kind} ${round(value)}`).join(', ')} (ms)`);
    // Each kind's median over the runs: steadier than the blocking time on a busy machine.
    const loadKinds = [...new Set(runs.flatMap((r) => Object.keys(r.loadCpu)))];
    const loadMedian = Object.fromEntries(loadKinds.map((kind) => [kind, median(runs.map((r) => r.loadCpu[kind] ?? 0))]));
    const loadTotals = runs.map((r) => round(Object.values(r.loadCpu).reduce((sum, value) => sum + value, 0)));
    console.log(`  whole load, thread time (each run: ${loadTotals.join(' ')} ms): ${Object.entries(loadMedian).sort((a, b) => b[1] - a[1]).map(([kind, value]) => `${kind} ${round(value)}`).join(', ')} (ms, median per kind)`);
    const others = Object.entries(middleRun.otherNames).sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`  other is mostly: ${others.map(([name, value]) => `${name} ${round(value)}`).join(', ')}`);
    console.log(`  longest tasks (start ms, duration ms: its parts by kind, ms; first script named)`);
    for (const task of middleRun.longTasks.slice(0, 8)) {
      console.log(`    ${String(round(task.start)).padStart(6)} ${String(round(task.duration)).padStart(5)}: ${task.parts}${task.script ? `; ${task.script}` : ''}`);
    }
  }
} finally {
  await browser.close();
  await stop();
}
