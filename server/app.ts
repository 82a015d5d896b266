import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Db } from './db';
import { notFound, onError } from './errors';
import { securityHeaders } from './security-headers';
import { staticFiles } from './static-files';

export interface AppOptions {
  db: Db;
  /** The Vite build output. */
  distDir: string;
}

export function createApp({ db, distDir }: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  // Load balancers use it too, so it proves the database answers.
  app.get('/api/health', async (c) => {
    try {
      await db.query('select 1');
    } catch (error) {
      console.error('Health check: database unavailable:', error);
      return c.json({ error: 'Database unavailable' }, 503);
    }
    return c.json({ ok: true });
  });

  // Skips /api, so API routes registered after it still answer.
  app.use(staticFiles(distDir));
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
