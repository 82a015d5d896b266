// The composition root: one Hono app with its middleware, every route group and the rendered pages.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { newNodeId } from '../src/domain/hlc';
import { DEFAULT_LIMITS, type AppEnv, type Deps, type Limits, type Passwords } from './http/context';
import type { Db } from './storage/queryable';
import type { MailConfig } from './mail/config';
import { notFound, onError } from './http/errors';
import { housekeeper } from './storage/housekeeping';
import { passwordHasher } from './accounts/passwords';
import { attachmentNotModified, registerAttachmentRoutes } from './routes/attachments';
import { registerAuthRoutes } from './routes/auth';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCustomerRoutes } from './routes/customers';
import { registerPublicRoutes } from './routes/public';
import { registerSeoRoutes } from './routes/seo';
import { registerStaffRoutes } from './routes/staff';
import { registerSyncRoutes } from './routes/sync';
import { registerTwoFactorRoutes } from './routes/two-factor';
import { registerStatusPage } from './status/status-page';
import { registerMailRoutes } from './routes/mail';
import { registerInvoiceMailRoutes } from './mail/invoice-mail';
import { renderedPages } from './render/pages';
import type { RenderEntry } from './render/render-entry';
import { requestLog } from './http/request-log';
import { inlineScriptHashes, securityHeaders } from './http/security-headers';
import { publicReadRateLimit, syncRateLimit } from './accounts/rate-limit';
import { identify } from './accounts/sessions';
import { ensureReceiptKey } from './accounts/setup';
import { staticFiles } from './http/static-files';
import { hostCheck } from './http/host-check';
import type { PhotoFiles } from './storage/photo-files';

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
  /** log2 of scrypt's N for new password hashes. Default DEFAULT_PASSWORD_COST (16, with p = 2). */
  passwordCost?: number;
  /** The password hasher itself (tests count its checks); passwordCost is then ignored. */
  passwords?: Passwords;
  /** Read the client address (and X-Request-Id) from the proxy's headers (TRUST_PROXY). Default false. */
  trustProxy?: boolean;
  /** The site's public origin for canonical URLs, sitemap and link previews (PUBLIC_ORIGIN). Default: the request's. */
  publicOrigin?: string | undefined;
  /** Host names answered besides this machine's when publicOrigin is unset (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Origins allowed to call /api/* from a browser (ALLOWED_ORIGINS). Default none. */
  allowedOrigins?: readonly string[];
  /** Extra connect-src origins of the Content-Security-Policy (CSP_CONNECT_SRC). */
  cspConnectSrc?: readonly string[];
  /** Where the one-line JSON log of each request goes. Default: no request log. */
  requestLog?: (line: string) => void;
  /** The purges, shared with the server's schedule. Default: one of this app's own. */
  housekeeping?: () => Promise<void>;
  /** Email (SMTP_URL, MAIL_FROM): the messages it queues are sent by the mail worker. Default: none. */
  mail?: MailConfig | undefined;
  /** Called once a request has committed emails to send (the mail worker's wake). */
  mailWake?: () => void;
  /** Files of the photos, read without the database (the embedded one on disk). Default: none. */
  photoFiles?: PhotoFiles;
  /** The public pages' server renderer. Default: the one built into <distDir>/server. */
  loadRenderEntry?: () => Promise<RenderEntry>;
}

const onlyReads =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? middleware(c, next) : next();

/** The hashes of the built page template's inline scripts; none when there is no build. */
function templateScriptHashes(distDir: string): string[] {
  const template = join(distDir, 'index.html');
  return existsSync(template) ? inlineScriptHashes(readFileSync(template, 'utf8')) : [];
}

/**
 * The security headers, allowing the inline scripts of the template as it is now: a build replaced
 * under the running server brings its own boot script (the rendered pages follow the build too), and
 * a policy made from the old one would block it, leaving its pages without their code.
 */
function buildSecurityHeaders(distDir: string, connectSrc: readonly string[]): MiddlewareHandler<AppEnv> {
  const template = join(distDir, 'index.html');
  let madeFor: number | undefined;
  let headers: MiddlewareHandler = securityHeaders(connectSrc, []);
  return (c, next) => {
    const mtimeMs = statSync(template, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== madeFor) {
      madeFor = mtimeMs;
      headers = securityHeaders(connectSrc, templateScriptHashes(distDir));
    }
    return headers(c, next);
  };
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, distDir } = options;
  const now = options.now ?? (() => new Date());
  const trustProxy = options.trustProxy ?? false;
  let receiptKey: Promise<Buffer> | undefined;
  const deps: Deps = {
    db,
    now,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sessionDays: options.sessionDays ?? 30,
    passwords: options.passwords ?? passwordHasher({ cost: options.passwordCost }),
    trustProxy,
    publicOrigin: options.publicOrigin,
    hlcNode: newNodeId(),
    housekeeping: options.housekeeping ?? housekeeper(db, now),
    mail: options.mail,
    mailWake: options.mailWake,
    photoFiles: options.photoFiles,
    receiptKey: () =>
      (receiptKey ??= ensureReceiptKey(db).catch((error: unknown) => {
        receiptKey = undefined;
        throw error;
      })),
  };

  const app = new Hono<AppEnv>();
  if (options.requestLog) app.use(requestLog(options.requestLog, trustProxy));
  app.use(buildSecurityHeaders(distDir, options.cspConnectSrc ?? []));
  if (!options.publicOrigin) app.use(hostCheck(options.allowedHosts ?? [], trustProxy));
  const origins = options.allowedOrigins ?? [];
  if (origins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (origins.includes(origin) ? origin : null),
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
        exposeHeaders: ['Retry-After', 'X-Request-Id'],
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
  app.use('/api/sync/push', syncRateLimit(deps));
  app.use('/api/sync/pull', syncRateLimit(deps));
  app.use('/api/attachments/:id', attachmentNotModified);
  for (const path of ['/api/cars', '/api/tours', '/api/blog-posts', '/api/attachments/:id']) {
    app.use(path, onlyReads(publicReadRateLimit(deps)));
  }
  registerAuthRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerPublicRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerAttachmentRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerStatusPage(app, deps);
  registerMailRoutes(app, deps);
  registerInvoiceMailRoutes(app, deps);

  // Public pages rendered on the server; everything else below is the static build and its app shell.
  app.use(renderedPages(deps, { distDir, loadEntry: options.loadRenderEntry }));
  // Skips /api, so API routes registered after it still answer.
  app.use(staticFiles(distDir));
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
