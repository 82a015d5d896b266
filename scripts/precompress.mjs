// Brotli copies of the build's text files, made once at the highest quality: the server sends
// <file>.br to a browser that accepts it (server/http/static-files.ts), some 15% fewer bytes than the
// gzip it makes on the fly. Runs last in `npm run build`, after every file of <dist> is written;
// dist/server (the renderer) is not served and gets none.
// Usage: node scripts/precompress.mjs [distDir]   (default dist)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** What is worth compressing: text, and large enough that a copy saves a packet. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;
const MIN_BYTES = 1024;

/** Every file under dir but dist/server, as absolute paths. */
function files(dir, top = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === top && entry.name === 'server' ? [] : files(path, top);
    return [path];
  });
}

/** Writes <file>.br beside each compressible file (and drops copies left from an earlier build). */
function precompress(dist) {
  let before = 0;
  let after = 0;
  let count = 0;
  const all = files(dist);
  for (const file of all.filter((path) => path.endsWith('.br'))) rmSync(file);
  for (const file of all.filter((path) => COMPRESSIBLE.test(path))) {
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const compressed = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    if (compressed.length >= data.length) continue;
    writeFileSync(`${file}.br`, compressed);
    before += data.length;
    after += compressed.length;
    count += 1;
  }
  return { count, before, after };
}

const { count, before, after } = precompress(resolve(process.argv[2] ?? 'dist'));
console.log(`Brotli copies of ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`);
