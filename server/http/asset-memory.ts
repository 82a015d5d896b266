// The build's assets/ from memory. Every file there carries a hash of its content in its name
// (Vite's [name]-[hash]), so a name always stands for the same bytes, also when a new build is put
// under the running server: read once, each file (and its brotli copy) is answered from memory,
// without the stat, open, read and stream per request that a first visit's fifty to eighty
// requests would otherwise cost the server (and, on a small machine, the visitor's page beside it).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Context } from 'hono';
import { acceptsBrotli, fileEtag, matchesEtag } from './negotiation';

/** A name Vite gives: no folder, no dot segment, nothing to decode. */
const ASSET_PATH = /^\/assets\/[\w-]+(\.[\w-]+)+$/;
/** Larger files stream from disk (there are none in this build; a bound all the same). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Successive builds put under one server add names: past this, the memory starts over. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Kept {
  type: string;
  plain: Variant;
  brotli: Variant | null;
}

async function variant(path: string): Promise<Variant | null> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile() || stats.size > MAX_FILE_BYTES) return null;
  const body = await readFile(path).then((bytes) => new Uint8Array(bytes), () => null);
  return body && { body, etag: fileEtag(stats) };
}

export interface AssetMemory {
  /** The response for an asset kept or now read; undefined for anything else (served from disk). */
  answer(c: Context, cacheControl: string): Promise<Response | undefined>;
}

export function assetMemory(root: string): AssetMemory {
  const kept = new Map<string, Promise<Kept | null>>();
  let total = 0;

  const read = async (path: string): Promise<Kept | null> => {
    const file = join(root, path);
    const [plain, brotli] = await Promise.all([variant(file), variant(`${file}.br`)]);
    if (!plain) return null;
    total += plain.body.byteLength + (brotli?.body.byteLength ?? 0);
    return { type: getMimeType(file) ?? 'application/octet-stream', plain, brotli };
  };

  const lookup = (path: string) => {
    let entry = kept.get(path);
    if (!entry) {
      if (total > MAX_TOTAL_BYTES) {
        kept.clear();
        total = 0;
      }
      entry = read(path);
      kept.set(path, entry);
      // A missing file is not remembered: it may be written by the next build.
      void entry.then((found) => found ?? kept.delete(path));
    }
    return entry;
  };

  return {
    async answer(c, cacheControl) {
      const { method, path } = c.req;
      // A range (a media player's) is the disk's business.
      if ((method !== 'GET' && method !== 'HEAD') || !ASSET_PATH.test(path) || c.req.header('Range')) return undefined;
      const found = await lookup(path.slice(1));
      if (!found) return undefined;
      const brotli = found.brotli && acceptsBrotli(c.req.header('Accept-Encoding')) ? found.brotli : null;
      const sent = brotli ?? found.plain;
      const headers: Record<string, string> = { 'Content-Type': found.type, 'Cache-Control': cacheControl, ETag: sent.etag };
      if (found.brotli) headers.Vary = 'Accept-Encoding';
      if (brotli) headers['Content-Encoding'] = 'br';
      if (matchesEtag(c.req.header('If-None-Match'), sent.etag)) return c.body(null, 304, headers);
      headers['Content-Length'] = String(sent.body.byteLength);
      return method === 'HEAD' ? c.body(null, 200, headers) : c.body(sent.body, 200, headers);
    },
  };
}
