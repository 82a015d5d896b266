import { STATUS_CODES } from 'node:http';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

export const notFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);

/** Every error leaves as JSON `{error}`; stack traces and unexpected messages stay in the log. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    // Keeps headers such as WWW-Authenticate that Hono's own middleware puts on the exception.
    err.res?.headers.forEach((value, name) => {
      if (!/^content-(type|length)$/i.test(name)) c.header(name, value);
    });
    const message = err.message || STATUS_CODES[err.status] || 'Error';
    return c.json({ error: message }, err.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ error: 'Internal server error' }, 500);
};
