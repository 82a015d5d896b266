// @vitest-environment node
// Mantine's styles are imported per component. src/ui/styles.ts, which every page waits for before its
// first paint, holds those of the components the public pages draw; src/app/admin-styles.ts, loaded
// with the back office's code, those only the back office draws; a module the pages load only on
// demand (the date field's calendar) may bring its package's own with its code. A component drawn
// without its stylesheet looks broken; a stylesheet nothing draws only delays every public page.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const PUBLIC_STYLES = 'src/ui/styles.ts';
const ADMIN_STYLES = 'src/app/admin-styles.ts';
/** The back office's code: the router loads it on the first admin path. */
const BACK_OFFICE = 'src/app/admin-routes.tsx';
/** Mantine's base stylesheets, needed whatever is drawn. */
const BASE = ['baseline', 'default-css-variables', 'global'];

const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const mantineDir = (pkg: string) => `node_modules/@mantine/${pkg}`;

/** The module each export of @mantine/core comes from (null: from another package, which has no styles). */
const coreExports = new Map<string, string | null>();
for (const [, names, from] of read(`${mantineDir('core')}/esm/index.mjs`).matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
  const module = from!.startsWith('.') ? resolve(ROOT, mantineDir('core'), 'esm', from!) : null;
  for (const name of names!.split(',')) coreExports.set(name.trim().split(/\s+as\s+/)[0]!, module);
}

/**
 * The stylesheets a module of a Mantine package draws with: its code imports each component's class
 * names from `Name.module.mjs` (styles/Name.css), its own and those of the components it renders.
 */
function mantineSheets(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, from] of read(entry).matchAll(/(?:from |import )"(\.[^"]+)"/g)) mantineSheets(resolve(dirname(entry), from!), seen);
  return seen;
}
const sheetsOf = (modules: Set<string>) =>
  [...modules].filter((file) => file.endsWith('.module.mjs')).map((file) => basename(file, '.module.mjs'));

const coreSheetsCache = new Map<string, string[]>();
function coreSheets(name: string): string[] {
  const entry = coreExports.get(name);
  if (entry === undefined) throw new Error(`@mantine/core exports no ${name}`);
  if (!coreSheetsCache.has(name)) coreSheetsCache.set(name, entry ? sheetsOf(mantineSheets(entry)) : []);
  return coreSheetsCache.get(name)!;
}

/** What a whole package other than core needs: its own stylesheet and the core components it renders. */
function packageSheets(pkg: string): string[] {
  const modules = mantineSheets(resolve(ROOT, mantineDir(pkg), 'esm/index.mjs'));
  const core = [...modules].flatMap((file) =>
    [...read(file).matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)].flatMap(([, names]) => names!.split(',').map((n) => n.trim())),
  );
  const own = sheetsOf(modules).length > 0 ? [`@mantine/${pkg}`] : [];
  return [...own, ...core.filter((name) => /^[A-Z]/.test(name)).flatMap(coreSheets)];
}

/** The app's modules a file imports: `static` those loaded with it, `lazy` those imported later. */
function imports(file: string): { static: string[]; lazy: string[] } {
  const text = read(file);
  const local = (specs: string[]) =>
    specs
      .map((spec) => resolve(ROOT, dirname(file), spec))
      .flatMap((base) => [base, `${base}.ts`, `${base}.tsx`].filter((path) => /\.tsx?$/.test(path) && existsSync(path)).slice(0, 1))
      .map((path) => path.slice(ROOT.length + 1));
  const globbed = [...text.matchAll(/import\.meta\.glob\(\s*\[([^\]]*)\]/g)].flatMap(([, list]) => [...list!.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
  return {
    static: local([...text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)].map((m) => m[1]!)),
    lazy: local([...[...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]!), ...globbed]),
  };
}

function reachable(start: string, { stopAt, lazy }: { stopAt?: string; lazy: boolean }): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === stopAt) return;
    seen.add(file);
    const next = imports(file);
    [...next.static, ...(lazy ? next.lazy : [])].forEach(visit);
  };
  visit(start);
  return seen;
}

/** The Mantine stylesheets a file's components need, each with the component that needs it. */
function neededBy(file: string): Map<string, string> {
  const text = read(file);
  const needed = new Map<string, string>();
  for (const [, typeOnly, names] of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
    if (typeOnly) continue;
    for (const part of names!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (!/^[A-Z]/.test(name)) continue;
      for (const sheet of coreSheets(name)) if (!needed.has(sheet)) needed.set(sheet, `${name} in ${file}`);
    }
  }
  for (const [, pkg] of text.matchAll(/(?:from\s+|import\(\s*)'@mantine\/(dates|notifications)'/g)) {
    for (const sheet of packageSheets(pkg!)) if (!needed.has(sheet)) needed.set(sheet, `@mantine/${pkg} in ${file}`);
  }
  return needed;
}

/** The Mantine stylesheets a style module imports, in order. */
function imported(file: string): string[] {
  return [...read(file).matchAll(/^import '@mantine\/([a-z]+)\/styles(?:\/([\w-]+))?(?:\.layer)?\.css';$/gm)].map(([, pkg, name]) =>
    pkg === 'core' ? name! : `@mantine/${pkg}`,
  );
}

/** Modules that bring their own package's stylesheet, fetched with their code on first use. */
const ON_DEMAND = ['src/ui/date-calendar.tsx'];

function missing(files: Iterable<string>, available: Set<string>): string[] {
  const out = new Map<string, string>();
  for (const file of files) {
    const own = new Set(ON_DEMAND.includes(file) ? imported(file) : []);
    for (const [sheet, by] of neededBy(file)) if (!available.has(sheet) && !own.has(sheet) && !out.has(sheet)) out.set(sheet, by);
  }
  return [...out].map(([sheet, by]) => `${sheet} (${by})`).sort();
}

const publicFiles = reachable('src/main.tsx', { stopAt: BACK_OFFICE, lazy: true });
const backOfficeFiles = [...reachable(BACK_OFFICE, { lazy: true })].filter((file) => !publicFiles.has(file));
const publicSheets = new Set(imported(PUBLIC_STYLES));
const adminSheets = new Set(imported(ADMIN_STYLES));
const usedBy = (files: Iterable<string>) => new Set([...files].flatMap((file) => [...neededBy(file).keys()]));

describe('Mantine styles', () => {
  it('are found for the app: the public pages draw buttons, the back office its frame', () => {
    expect(publicFiles.has('src/app/header.tsx')).toBe(true);
    expect(usedBy(publicFiles).has('Button')).toBe(true);
    expect(backOfficeFiles).toContain('src/app/admin-layout.tsx');
    expect(usedBy(backOfficeFiles).has('AppShell')).toBe(true);
  });

  it('of every component a public page draws are in src/ui/styles.ts, with the base stylesheets', () => {
    expect(BASE.filter((sheet) => !publicSheets.has(sheet))).toEqual([]);
    expect(missing(publicFiles, publicSheets)).toEqual([]);
  });

  it('of every component the back office draws are in src/ui/styles.ts or src/app/admin-styles.ts', () => {
    expect(missing(backOfficeFiles, new Set([...publicSheets, ...adminSheets]))).toEqual([]);
  });

  it('of a module loaded on demand come with its code, never with the first paint', () => {
    const firstLoad = reachable('src/main.tsx', { lazy: false });
    for (const file of ON_DEMAND) {
      expect(publicFiles.has(file)).toBe(true);
      expect(firstLoad.has(file)).toBe(false);
      expect(imported(file)).toEqual(['@mantine/dates']);
    }
  });

  it('of the back office load with its code and never with a public page', () => {
    expect(reachable(BACK_OFFICE, { lazy: false }).has(ADMIN_STYLES)).toBe(true);
    expect(publicFiles.has(ADMIN_STYLES)).toBe(false);
  });

  it('are imported only where something draws with them, each once', () => {
    const publicUse = usedBy(publicFiles);
    expect([...publicSheets].filter((sheet) => !BASE.includes(sheet) && !publicUse.has(sheet))).toEqual([]);
    const adminUse = usedBy(backOfficeFiles);
    expect([...adminSheets].filter((sheet) => publicSheets.has(sheet) || !adminUse.has(sheet))).toEqual([]);
    expect(imported(PUBLIC_STYLES).length).toBe(publicSheets.size);
    expect(imported(ADMIN_STYLES).length).toBe(adminSheets.size);
  });

  it('are imported in the order of @mantine/core/styles.css, so a component overrides the ones it is built on', () => {
    const whole = read(`${mantineDir('core')}/styles.css`);
    const position = (sheet: string) => whole.indexOf(read(`${mantineDir('core')}/styles/${sheet}.css`).trim().slice(0, 200));
    for (const file of [PUBLIC_STYLES, ADMIN_STYLES]) {
      const core = imported(file).filter((sheet) => !sheet.startsWith('@'));
      const positions = core.map(position);
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(core).toEqual([...core].sort((a, b) => position(a) - position(b)));
    }
  });

  it('are all unlayered or all in @layer mantine: a layered rule loses to any unlayered one', () => {
    const forms = [PUBLIC_STYLES, ADMIN_STYLES].flatMap((file) =>
      [...read(file).matchAll(/^import '@mantine\/.*?(\.layer)?\.css';$/gm)].map(([, layer]) => Boolean(layer)),
    );
    expect(forms.length).toBe(publicSheets.size + adminSheets.size);
    expect(new Set(forms).size).toBe(1);
  });
});
