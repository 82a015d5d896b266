// The public pages' renderer in a worker thread of its own (server/render/render-thread.ts). Plain
// JavaScript, started without the TypeScript loader the server runs under: through that loader the
// build's 280 server chunks would cost some 60 MB more, for the life of the process. And a render
// no longer holds the server's own thread while requests wait.
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(workerData.entryUrl);

parentPort.on('message', ({ id, url, lang, catalogue }) => {
  entry.render(url, lang, catalogue).then(
    (rendered) => parentPort.postMessage({ id, rendered }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
parentPort.postMessage({ ready: true });
