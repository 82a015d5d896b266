// Updates the catalogs from the source: all of them (`npm run i18n:extract`), or only the named
// ones (`npm run i18n:extract -- fleet booking`, a feature folder's name, or `shell` / `admin` for
// the catalogs of src/i18n/locales), leaving every other catalog file untouched.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const lingui = join(root, 'node_modules/.bin/lingui');
const features = process.argv.slice(2);

if (features.length === 0) {
  execFileSync(lingui, ['extract', '--clean'], { cwd: root, stdio: 'inherit' });
} else {
  for (const name of features) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Not a feature folder name: ${name}`);
    const config = join(root, `.lingui-extract-${name}.config.ts`);
    // The shell's and the frame's catalogs are the first two of lingui.config.ts.
    const pick =
      name === 'shell' || name === 'admin'
        ? `[base.catalogs![${name === 'shell' ? 0 : 1}]!]`
        : `[{
    path: '<rootDir>/src/features/${name}/locales/{locale}',
    include: ['<rootDir>/src/features/${name}'],
    exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
  }]`;
    writeFileSync(config, `import base from './lingui.config';\nexport default { ...base, catalogs: ${pick} };\n`);
    try {
      execFileSync(lingui, ['extract', '--clean', '--config', config], { cwd: root, stdio: 'inherit' });
    } finally {
      rmSync(config, { force: true });
    }
  }
}
