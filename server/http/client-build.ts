import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'sw', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when distDir/index.html or the server renderer (distDir/server/entry-server.js) is missing,
 * or older than any client source under root.
 */
export function isClientBuildStale(root: string, distDir: string): boolean {
  const built = [join(distDir, 'index.html'), join(distDir, 'server', 'entry-server.js')].map((file) =>
    statSync(file, { throwIfNoEntry: false }),
  );
  if (built.some((stats) => !stats)) return true;
  const oldest = Math.min(...built.map((stats) => stats!.mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > oldest);
}

export function buildClient(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => reject(new Error(`Could not run npm run build: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The client build failed (npm run build exited with ${signal ?? `code ${code}`})`));
    });
  });
}
