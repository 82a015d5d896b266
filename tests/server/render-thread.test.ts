// @vitest-environment node
// The built renderer runs in a worker thread: it answers like the module, a renderer that cannot load
// fails every render of its build, and a thread that dies fails its pending render and is replaced.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderThread } from '../../server/render/render-thread';

const dir = mkdtempSync(join(tmpdir(), 'render-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function entry(name: string, body: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, body);
  return file;
}

const catalogue = { cars: [{ id: 'c1' }], tours: [], posts: [], settings: null, version: 7 } as never;

describe('renderThread', () => {
  it('answers with what the built entry renders, from the catalogue it is given', async () => {
    const thread = renderThread(
      entry('ok', `import { threadId } from 'node:worker_threads';
        export async function render(url, lang, catalogue) {
          return { html: url + ' ' + lang + ' ' + catalogue.cars[0].id + ' v' + catalogue.version + ' thread ' + threadId, status: 200, modules: ['m'], deferredModules: [], catalogs: ['fleet'] };
        }`),
    );
    const rendered = await thread.render('/fr/fleet', 'fr', catalogue);
    expect(rendered.html).toMatch(/^\/fr\/fleet fr c1 v7 thread [1-9]\d*$/);
    expect(rendered).toMatchObject({ status: 200, modules: ['m'], catalogs: ['fleet'] });
    await thread.close();
    await expect(thread.render('/fr', 'fr', catalogue)).rejects.toThrow('closed');
  });

  it('passes a render error on, and keeps rendering', async () => {
    const thread = renderThread(
      entry('flaky', `export async function render(url) {
          if (url === '/bad') throw new Error('no such screen');
          return { html: 'fine', status: 200, modules: [], deferredModules: [], catalogs: [] };
        }`),
    );
    await expect(thread.render('/bad', 'en', catalogue)).rejects.toThrow('no such screen');
    expect((await thread.render('/en', 'en', catalogue)).html).toBe('fine');
    await thread.close();
  });

  it('fails every render of a renderer that cannot load', async () => {
    const thread = renderThread(entry('broken', `throw new Error('build is broken');`));
    await expect(thread.render('/fr', 'fr', catalogue)).rejects.toThrow('build is broken');
    await expect(thread.render('/fr', 'fr', catalogue)).rejects.toThrow('build is broken');
    await thread.close();
  });

  it('replaces a thread that died, failing the render it was doing', async () => {
    const thread = renderThread(
      entry('dies', `import { threadId } from 'node:worker_threads';
        export async function render(url) {
          if (url === '/crash') process.exit(3);
          return { html: String(threadId), status: 200, modules: [], deferredModules: [], catalogs: [] };
        }`),
    );
    const first = (await thread.render('/fr', 'fr', catalogue)).html;
    await expect(thread.render('/crash', 'fr', catalogue)).rejects.toThrow('exit code 3');
    const second = (await thread.render('/fr', 'fr', catalogue)).html;
    expect(second).not.toBe(first);
    await thread.close();
  });
});
