// GET /api/mail/status (staff): whether this server sends email (SMTP_URL and MAIL_FROM), and as whom.
// The settings screen shows the email switches only when it does.

import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { requireStaff } from '../accounts/sessions';

export interface MailStatus {
  configured: boolean;
  from: string | null;
}

export function registerMailRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/mail/status', (c) => {
    requireStaff(c);
    const answer: MailStatus = { configured: !!deps.mail, from: deps.mail?.from ?? null };
    return c.json(answer);
  });
}
