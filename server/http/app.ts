import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { newNodeId } from '../../src/domain/hlc';
import { DEFAULT_LIMITS, type AppEnv, type Deps, type Limits } from './context';
import type { Db } from '../storage/db';
import { notFound, onError } from './errors';
import { housekeeper } from '../storage/housekeeping';
import { DEFAULT_PASSWORD_COST } from '../accounts/passwords';
import { registerAttachmentRoutes } from '../routes/attachments';
import { registerAuthRoutes } from '../routes/auth';
import { registerCatalogueRoutes } from '../routes/catalogue';
import { registerCustomerRoutes } from '../routes/customers';
import { registerPublicRoutes } from '../routes/public';
import { registerSeoRoutes } from '../routes/seo';
import { registerStaffRoutes } from '../routes/staff';
import { registerSyncRoutes } from '../routes/sync';
import { securityHeaders } from './security-headers';
import { identify } from '../accounts/sessions';
import { ensureReceiptKey } from '../accounts/setup';
import { staticFiles } from './static-files';

export { bootstrap, type BootstrapOptions } from '../accounts/setup';
export { DEFAULT_LIMITS, type Limits } from './context';

export interface AppOptions {
  db: Db;
  /** The Vite build output. */
  distDir: string;
  /** The server's clock (tests move it). Default: the system clock. */
  now?: () => Date;
  /** Rate and size limits; the fuzz tests raise the rates. */
  limits?: Partial<Limits>;
  /** Session lifetime in days (SESSION_DAYS). Default 30. */
  sessionDays?: number;
  /** log2 of scrypt's N for new password hashes. Default 15. */
  passwordCost?: number;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY). Default false. */
  trustProxy?: boolean;
  /** Origins allowed to call /api/* from a browser (ALLOWED_ORIGINS). Default none. */
  allowedOrigins?: readonly string[];
  /** Extra connect-src origins of the Content-Security-Policy (CSP_CONNECT_SRC). */
  cspConnectSrc?: readonly string[];
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, distDir } = options;
  const now = options.now ?? (() => new Date());
  let receiptKey: Promise<Buffer> | undefined;
  const deps: Deps = {
    db,
    now,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sessionDays: options.sessionDays ?? 30,
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    trustProxy: options.trustProxy ?? false,
    hlcNode: newNodeId(),
    housekeeping: housekeeper(db, now),
    receiptKey: () =>
      (receiptKey ??= ensureReceiptKey(db).catch((error: unknown) => {
        receiptKey = undefined;
        throw error;
      })),
  };

  const app = new Hono<AppEnv>();
  app.use(securityHeaders(options.cspConnectSrc ?? []));
  const origins = options.allowedOrigins ?? [];
  if (origins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (origins.includes(origin) ? origin : null),
        allowHeaders: ['Authorization', 'Content-Type'],
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
        exposeHeaders: ['Retry-After'],
        maxAge: 600,
      }),
    );
  }
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

  app.use('/api/*', identify(deps));
  registerAuthRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerPublicRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerAttachmentRoutes(app, deps);
  registerSeoRoutes(app, deps);

  // Skips /api, so API routes registered after it still answer.
  app.use(staticFiles(distDir));
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
