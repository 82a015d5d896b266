import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const FORCE_CLOSE_AFTER_MS = 5_000;

/** The host to put in a URL for this machine: a wildcard address becomes the loopback. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function listen(server: Server, requestedPort: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${requestedPort} is already in use; set PORT to another one`) : error);
    };
    server.once('error', onError);
    const ready = () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    };
    if (server.listening) ready();
    else server.once('listening', ready);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    // Long-lived requests (streams) must not hold a shutdown forever.
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}
