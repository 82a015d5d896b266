// A rough speed of the machine's CPU as a page sees it (higher is faster), as Lighthouse's
// benchmarkIndex does: benchmarks print it beside their figures, which compare only between runs of
// like index. Run in the page: `await page.evaluate(machineIndex)`.

export function machineIndex() {
  const start = performance.now();
  let iterations = 0;
  while (performance.now() - start < 500) {
    let s = '';
    for (let i = 0; i < 10_000; i++) s += 'a';
    iterations += s.length > 0 ? 1 : 0;
  }
  return Math.round((iterations / (performance.now() - start)) * 1000);
}
