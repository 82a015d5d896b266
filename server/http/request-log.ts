// One JSON line per request for the operator: when, what, how it ended and how long it took.
// Never a header, a cookie, a body or a query string (receipts travel there): nothing secret.

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export interface RequestLogLine {
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * Gives each request an id (the proxy's X-Request-Id when the proxy is trusted), answers it in
 * X-Request-Id, and writes the line once the answer is ready.
 */
export function requestLog(write: (line: string) => void, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = trustProxy ? c.req.header('X-Request-Id') : undefined;
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    try {
      await next();
    } finally {
      c.header('X-Request-Id', requestId);
      const line: RequestLogLine = {
        time: new Date().toISOString(),
        requestId,
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      write(JSON.stringify(line));
    }
  };
}
