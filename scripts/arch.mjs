// Fails when the layout breaks: an import cycle or a layer crossed (the rules of
// .dependency-cruiser.cjs), or a source file over MAX_LINES lines (dependency-cruiser counts no lines).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);

const MAX_LINES = 400;
const SOURCE_DIRS = ['src', 'server', 'sw', 'scripts'];
// tests/ and e2e/ are cruised for cycles only (the layer rules start from src/, server/ and sw/).
const CRUISED_DIRS = [...SOURCE_DIRS, 'tests', 'e2e'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const NOT_COUNTED = /(^|\/)locales\/|\.(test|spec)\.[a-z]+$/;
// Data, not code: splitting it would only scatter it.
const LONG_FILES_ALLOWED = new Set([
  'src/domain/sample-data.ts',
  'src/domain/sample-content/cars.ts',
  'src/domain/sample-content/tours.ts',
  'src/domain/sample-content/posts.ts',
]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function lineCount(file) {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const problems = [];

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.ruleSet.options?.tsConfig?.fileName ?? 'tsconfig.json');
const { output } = await cruise(CRUISED_DIRS, options, {}, { tsConfig });
const { summary } = output;
for (const violation of summary.violations) {
  const path = violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ') : `${violation.from} -> ${violation.to}`;
  problems.push(`${violation.rule.name}: ${path}`);
}

let counted = 0;
for (const file of SOURCE_DIRS.flatMap(walk).map((path) => relative(root, path))) {
  if (!SOURCE_FILE.test(file) || NOT_COUNTED.test(file)) continue;
  counted++;
  const lines = lineCount(file);
  if (lines > MAX_LINES && !LONG_FILES_ALLOWED.has(file)) problems.push(`too-long: ${file} has ${lines} lines (at most ${MAX_LINES})`);
}

if (problems.length > 0) {
  const rules = new Map(options.ruleSet.forbidden.map((rule) => [rule.name, rule.comment]));
  rules.set('too-long', `A source file holds at most ${MAX_LINES} lines: split it by concern.`);
  console.error(`Layout check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('\nThe rules broken:');
  for (const name of new Set(problems.map((problem) => problem.slice(0, problem.indexOf(':'))))) {
    console.error(`  ${name}: ${rules.get(name)}`);
  }
  process.exit(1);
}
console.log(
  `Layout OK: ${summary.totalCruised} modules and ${summary.totalDependenciesCruised} dependencies without a cycle or a crossed layer; ${counted} source files of at most ${MAX_LINES} lines.`,
);
