// @vitest-environment node
// The build's assets/ answered from memory (server/http/asset-memory.ts): a name stands for the same
// bytes for good, so once read a file is not read again; what is not a kept asset goes to the disk.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fakeDb } from './fake-db';
import { makeFakeDist, type FakeDist } from './fake-dist';

const PRECOMPRESS = fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url));
const SCRIPT = 'assets/app-abc123.js';

let dist: FakeDist;
let app: ReturnType<typeof createApp>;
const file = (path: string) => join(dist.distDir, path);
const request = (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, init);

beforeEach(() => {
  dist = makeFakeDist();
  execFileSync(process.execPath, [PRECOMPRESS, dist.distDir]);
  app = createApp({ db: fakeDb(), distDir: dist.distDir });
});
afterEach(() => dist.cleanup());

describe('assets from memory', () => {
  it('reads a file once: later requests get the same bytes with the disk\u2019s copy gone', async () => {
    const plain = readFileSync(file(SCRIPT));
    const first = await request(`/${SCRIPT}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status).toBe(200);
    const brotli = Buffer.from(await first.arrayBuffer());
    rmSync(file(SCRIPT));
    rmSync(file(`${SCRIPT}.br`));

    const again = await request(`/${SCRIPT}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('Content-Encoding')).toBe('br');
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(brotli);
    expect(brotliDecompressSync(brotli)).toEqual(plain);

    // The file itself, to a client that takes no compression.
    const identity = await request(`/${SCRIPT}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toBe('Accept-Encoding');
    expect(identity.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(identity.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(identity.headers.get('Content-Length')).toBe(String(plain.length));
    expect(Buffer.from(await identity.arrayBuffer())).toEqual(plain);
  });

  it('answers a copy the browser holds with 304, and HEAD with the length and no body', async () => {
    const first = await request(`/${SCRIPT}`, { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag')!;
    const notModified = await request(`/${SCRIPT}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');

    const head = await request(`/${SCRIPT}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(readFileSync(file(`${SCRIPT}.br`)).length));
    expect(await head.text()).toBe('');
  });

  it('does not remember a missing file: written later, it is served', async () => {
    expect((await request('/assets/late-def456.js')).status).toBe(404);
    writeFileSync(file('assets/late-def456.js'), 'export const late = 1;');
    expect(await (await request('/assets/late-def456.js')).text()).toBe('export const late = 1;');
    // And kept from then on.
    rmSync(file('assets/late-def456.js'));
    const res = await request('/assets/late-def456.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export const late = 1;');
  });

  it('leaves ranges and what is not a build asset to the disk', async () => {
    await request(`/${SCRIPT}`);
    writeFileSync(file(SCRIPT), 'changed on disk');
    const range = await request(`/${SCRIPT}`, { headers: { Range: 'bytes=0-6' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('changed');

    writeFileSync(file('logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>');
    expect(await (await request('/logo.svg')).text()).toContain('id="new"');
  });
});
