import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The template's inline boot script (the server allows it by its hash). */
export const BOOT_SCRIPT = 'document.documentElement.lang = "fr";';
export const SHELL_HTML = `<!doctype html><html><head><title>Shell</title><script>${BOOT_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
export const SECRET = 'outside-dist-secret';

export interface FakeDist {
  /** The temp folder holding dist/ and a file outside it that must never be served. */
  root: string;
  distDir: string;
  cleanup(): void;
}

const FILES: Record<string, string | Buffer> = {
  'index.html': SHELL_HTML,
  'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'assets/app-abc123.css': 'body{margin:0}',
  'assets/inter-latin-wght-normal-abc123.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32]),
  'sw.js': 'self.addEventListener("install", () => self.skipWaiting());',
  'registerSW.js': '',
  'manifest.webmanifest': JSON.stringify({ name: 'Test', start_url: '/fr' }),
  'icons/x.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true } }),
  'server/entry-server.js': 'export const render = () => "";',
};

export function makeFakeDist(): FakeDist {
  const root = mkdtempSync(join(tmpdir(), 'fake-dist-'));
  const distDir = join(root, 'dist');
  for (const [path, content] of Object.entries(FILES)) {
    const file = join(distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(join(root, 'secret.txt'), SECRET);
  return { root, distDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
