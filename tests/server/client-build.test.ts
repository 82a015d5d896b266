// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isClientBuildStale } from '../../server/http/client-build';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(): { root: string; dist: string; touch: (path: string, secondsAgo: number) => void } {
  root = mkdtempSync(join(tmpdir(), 'client-build-'));
  // Creating a file also changes its folders' mtimes, which count too (a deleted source is a change).
  const touch = (path: string, secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000);
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
    for (let part = path; part !== '.'; part = dirname(part)) utimesSync(join(root, part), time, time);
  };
  touch('src/features/fleet/fleet-page.tsx', 100);
  touch('package.json', 100);
  touch('public/icons/icon-192.png', 100);
  return { root, dist: join(root, 'dist'), touch };
}

describe('isClientBuildStale', () => {
  it('is stale without dist/index.html', () => {
    const p = project();
    expect(isClientBuildStale(p.root, p.dist)).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    const p = project();
    p.touch('dist/index.html', 10);
    p.touch('dist/server/entry-server.js', 10);
    expect(isClientBuildStale(p.root, p.dist)).toBe(false);
  });

  it('is stale without the server renderer (dist/server/entry-server.js)', () => {
    const p = project();
    p.touch('dist/index.html', 10);
    expect(isClientBuildStale(p.root, p.dist)).toBe(true);
  });

  it.each(['src/features/fleet/fleet-page.tsx', 'public/icons/icon-192.png', 'sw/sw.ts', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'])(
    'is stale when %s changed after the build',
    (source) => {
      const p = project();
      p.touch('dist/index.html', 10);
      p.touch('dist/server/entry-server.js', 10);
      p.touch(source, 1);
      expect(isClientBuildStale(p.root, p.dist)).toBe(true);
    },
  );

  it('is stale when a source file was removed after the build', () => {
    const p = project();
    p.touch('dist/index.html', 10);
    p.touch('dist/server/entry-server.js', 10);
    rmSync(join(p.root, 'public/icons/icon-192.png'));
    expect(isClientBuildStale(p.root, p.dist)).toBe(true);
  });
});
