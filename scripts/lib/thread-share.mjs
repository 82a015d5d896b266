// How much of its tasks' time the page's main thread actually ran, from a Chromium trace. Lighthouse's
// benchmarkIndex measures one core's speed; on a 2-core machine the page's thread also waits while
// Chromium's browser process and compositor (busy with the load and with Lighthouse's own recording)
// and the system take the cores. A task's wall time then grows while its CPU time does not, and
// total blocking time, which counts wall time, grows with it. Printed beside each run, these figures
// tell a heavier page (more CPU) from a busier machine (a smaller share).

/** The trace events of a task of a thread's loop (a RunTask may sit inside a ThreadControllerImpl::RunTask). */
export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The navigation to the page (an http(s) document): its pid and tid are the page's main thread. */
export function pageNavigation(events) {
  return events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
}

/**
 * The page's main-thread tasks (top-level only): their wall time and the thread's CPU time in them,
 * in ms, and the CPU time of every other Chromium thread over the same trace. Null when the trace
 * holds no navigation of the page.
 */
export function threadShare(events) {
  const page = pageNavigation(events);
  if (!page) return null;
  let wall = 0;
  let cpu = 0;
  let end = -1;
  const tasks = events
    .filter((e) => e.pid === page.pid && e.tid === page.tid && e.ph === 'X' && TASK_NAMES.has(e.name) && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const task of tasks) {
    if (task.ts < end) continue;
    wall += task.dur;
    cpu += task.tdur ?? task.dur;
    end = task.ts + task.dur;
  }
  // Everything else Chromium ran: top-level events per thread, each counted once.
  let others = 0;
  const lastEnd = new Map();
  for (const e of events.filter((x) => x.ph === 'X' && typeof x.dur === 'number' && typeof x.tdur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.pid === page.pid && e.tid === page.tid) continue;
    const key = `${e.pid}:${e.tid}`;
    if (e.ts < (lastEnd.get(key) ?? -1)) continue;
    others += e.tdur;
    lastEnd.set(key, e.ts + e.dur);
  }
  return { wall: wall / 1000, cpu: cpu / 1000, others: others / 1000 };
}

/** "main thread 417 ms CPU in 849 ms of tasks (49 %), Chromium's other threads 1204 ms CPU". */
export function describeShare(share) {
  if (!share) return 'no page navigation in the trace';
  const percent = share.wall > 0 ? Math.round((share.cpu / share.wall) * 100) : 100;
  return `main thread ${Math.round(share.cpu)} ms CPU in ${Math.round(share.wall)} ms of tasks (${percent} %), Chromium's other threads ${Math.round(share.others)} ms CPU`;
}
