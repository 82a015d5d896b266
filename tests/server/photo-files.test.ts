// @vitest-environment node
// The embedded database keeps its photos as files too, named by their SHA-256, and reads them from
// there: the database's thread is not taken by a photo. A missing or damaged file is made again
// from the database, which stays the photos' only record.

import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFiles } from '../../server/storage/photo-files';
import { openPglite, startTestServer, type TestServer } from './harness';

/** A JPEG of 1 MB and 5 bytes: four whole chunks and a short one. */
function photo(seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1024 * 1024 + 5);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + seed) % 253;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('photo files', () => {
  let dir: string;
  let s: TestServer;
  let admin: string;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'vtc-photos-')), 'photos');
    s = await startTestServer(openPglite, { seed: false, photoFiles: photoFiles(dir, (line) => logged.push(line)) });
    admin = await s.adminToken();
  });

  afterAll(async () => {
    await s.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  const upload = async (bytes: Uint8Array<ArrayBuffer>) => {
    const res = await s.request('POST', '/api/attachments', { token: admin, raw: bytes, contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string };
  };
  const read = async (url: string) => {
    const res = await s.app.request(`http://localhost${url}`);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('keeps an upload as a file named by its hash, and serves it from there without the database', async () => {
    const bytes = photo(1);
    const { id, url } = await upload(bytes);
    expect(readFileSync(join(dir, sha256(bytes))).equals(Buffer.from(bytes))).toBe(true);
    // With its chunks gone from the database, the photo is still served whole: from its file.
    await s.db.query('delete from attachment_chunks where attachment_id = $1', [id]);
    const res = await s.app.request(`http://localhost${url}`);
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('makes a missing file again from the database on the next read', async () => {
    const bytes = photo(2);
    const { url } = await upload(bytes);
    const file = join(dir, sha256(bytes));
    rmSync(file);
    expect((await read(url)).equals(Buffer.from(bytes))).toBe(true);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(Buffer.from(bytes))).toBe(true);
  });

  it('passes over a file of the wrong size (cut short) and makes it whole again', async () => {
    const bytes = photo(3);
    const { url } = await upload(bytes);
    const file = join(dir, sha256(bytes));
    truncateSync(file, 1000);
    expect((await read(url)).equals(Buffer.from(bytes))).toBe(true);
    expect(readFileSync(file).length).toBe(bytes.length);
  });

  it('stores an upload as it arrives, and leaves nothing of one refused half way', async () => {
    const before = await s.db.query<{ n: string }>('select count(*)::text as n from attachments');
    // Sent without its length, in pieces: refused once past 5 MB, after chunks were written.
    const big = photo(7);
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(big);
        controller.close();
      },
    });
    const res = await s.app.request('http://localhost/api/attachments', {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${admin}` },
      body: pieces,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/larger than 5 MB/);
    expect((await s.db.query<{ n: string }>('select count(*)::text as n from attachments')).rows[0]?.n).toBe(before.rows[0]?.n);
    expect((await s.db.query<{ n: string }>('select count(*)::text as n from attachment_chunks c left join attachments a on a.id = c.attachment_id where a.id is null')).rows[0]?.n).toBe('0');
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('never keeps bytes under a name that is not their hash', async () => {
    const files = photoFiles(dir);
    const bytes = photo(4);
    await files.keep(sha256(photo(5)), bytes);
    expect(existsSync(join(dir, sha256(photo(5))))).toBe(false);
    await files.keep('../../escape', bytes);
    expect(await files.open('../../escape', bytes.length)).toBeNull();
  });

  it('serves from the database when the folder cannot be written, and says so in the log', async () => {
    const blocked = join(dir, '..', 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    const t = await startTestServer(openPglite, { seed: false, photoFiles: photoFiles(join(blocked, 'photos'), (line) => logged.push(line)) });
    try {
      const bytes = photo(6);
      const res = await t.request('POST', '/api/attachments', { token: await t.adminToken(), raw: bytes, contentType: 'image/jpeg' });
      expect(res.status).toBe(201);
      const got = await t.app.request(`http://localhost${(res.body as { url: string }).url}`);
      expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      expect(logged.some((line) => line.startsWith(`Could not keep a copy of photo ${sha256(bytes)}`))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
