// @vitest-environment node
// Brotli: the build's copies of its text files (scripts/precompress.mjs, run by `npm run build`) go
// to browsers that take brotli, with the file's own type and cache policy; the others get gzip.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { acceptsBrotli } from '../../server/http/negotiation';
import { fakeDb } from './fake-db';
import { makeFakeDist } from './fake-dist';

const SCRIPT = fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url));
const dist = makeFakeDist();
const precompress = () => execFileSync(process.execPath, [SCRIPT, dist.distDir], { encoding: 'utf8' });
precompress();
const app = createApp({ db: fakeDb(), distDir: dist.distDir });
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });
const file = (path: string) => join(dist.distDir, path);

afterAll(() => dist.cleanup());

describe('the build\u2019s brotli copies', () => {
  it('are made of text files worth compressing, and replace those of an earlier build', () => {
    expect(existsSync(file('assets/app-abc123.js.br'))).toBe(true);
    // Under a kilobyte a copy saves nothing; a font is compressed already.
    expect(existsSync(file('assets/app-abc123.css.br'))).toBe(false);
    expect(existsSync(file('assets/inter-latin-wght-normal-abc123.woff2.br'))).toBe(false);
    writeFileSync(file('assets/gone-1.js.br'), 'left from an earlier build');
    expect(precompress()).toMatch(/^Brotli copies of 1 files/);
    expect(existsSync(file('assets/gone-1.js.br'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(file('assets/app-abc123.js.br')))).toEqual(readFileSync(file('assets/app-abc123.js')));
  });

  it('go to a browser that takes brotli, with the file\u2019s type and cache policy', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer()));
    expect(body).toEqual(readFileSync(file('assets/app-abc123.js')));

    const again = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('ETag')! });
    expect(again.status).toBe(304);
  });

  it('do not go to a browser that does not take brotli: it gets gzip', async () => {
    for (const accept of ['gzip, deflate', 'gzip, br;q=0']) {
      const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(res.headers.get('Content-Encoding'), accept).toBe('gzip');
    }
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip', false],
    ['', false],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
