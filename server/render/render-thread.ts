// Runs the built renderer (<dist>/server/entry-server.js) in a worker thread (render-worker.mjs) and
// answers like the module itself. The worker starts with the first render. One that dies after
// loading takes its pending renders with it (they fail, and their visitors get the app shell) and the
// next render starts a new one; one that cannot load the renderer stays failed for this build. A new
// build gets a new renderer: nothing of the old one stays loaded.

import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderEntry } from './render-entry';

type Render = RenderEntry['render'];
type Rendered = Awaited<ReturnType<Render>>;
type Answer = { ready: true } | { id: number; rendered: Rendered } | { id: number; error: string };

export interface RenderThread extends RenderEntry {
  /** Ends the worker; renders still pending fail. */
  close(): Promise<void>;
}

interface Started {
  render: Render;
  worker: Worker;
}

function start(entryFile: string, onDeath: () => void): Promise<Started> {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
    // Not the server's TypeScript loader (see render-worker.mjs).
    execArgv: [],
    workerData: { entryUrl: pathToFileURL(entryFile).href },
    // A small young generation: a render's garbage is collected often instead of kept (see server/young-generation.ts).
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  // An idle renderer does not keep the server's process alive.
  worker.unref();
  const pending = new Map<number, { resolve(rendered: Rendered): void; reject(error: Error): void }>();
  let nextId = 0;
  let loaded = false;
  let ended: Error | null = null;

  const render: Render = (url, lang, catalogue) => {
    if (ended) return Promise.reject(ended);
    const id = ++nextId;
    return new Promise<Rendered>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, url, lang, catalogue });
    });
  };

  return new Promise((ready, failed) => {
    const end = (error: Error) => {
      if (ended) return;
      ended = error;
      failed(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      if (loaded) onDeath();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`The renderer's thread stopped (exit code ${code})`)));
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        loaded = true;
        ready({ render, worker });
        return;
      }
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.rendered);
    });
  });
}

export function renderThread(entryFile: string): RenderThread {
  let current: Promise<Started> | null = null;
  const started = () => {
    const next = start(entryFile, () => {
      if (current === next) current = null;
    });
    return next;
  };
  return {
    render: async (url, lang, catalogue) => (await (current ??= started())).render(url, lang, catalogue),
    close: async () => {
      const closing = current;
      current = Promise.reject(new Error('The renderer is closed'));
      current.catch(() => undefined);
      const thread = await closing?.catch(() => null);
      await thread?.worker.terminate();
    },
  };
}
