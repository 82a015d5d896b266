import { STATUS_CODES } from 'node:http';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './http';

export const notFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);

/** Every error leaves as JSON `{error, details?}`; stack traces and unexpected messages stay in the log. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(err.details ? { error: err.message, details: err.details } : { error: err.message }, err.status);
  }
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
