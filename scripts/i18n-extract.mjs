// Updates the catalogs from the source: all of them (`npm run i18n:extract`), or only the named
// features' (`npm run i18n:extract -- fleet booking`), leaving every other catalog file untouched.
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
    writeFileSync(
      config,
      `import base from './lingui.config';
export default {
  ...base,
  catalogs: [{
    path: '<rootDir>/src/features/${name}/locales/{locale}',
    include: ['<rootDir>/src/features/${name}'],
    exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
  }],
};
`,
    );
    try {
      execFileSync(lingui, ['extract', '--clean', '--config', config], { cwd: root, stdio: 'inherit' });
    } finally {
      rmSync(config, { force: true });
    }
  }
}
