// GET /api/mail/status (staff): whether the server sends email (SMTP_URL and MAIL_FROM), and as whom.

import { apiCall, type ApiContext } from './auth-api';

export interface MailStatus {
  configured: boolean;
  from: string | null;
}

export async function mailStatus(ctx: ApiContext, token: string): Promise<MailStatus> {
  const body = (await apiCall(ctx, '/api/mail/status', { token })) as { configured?: unknown; from?: unknown } | null;
  return { configured: body?.configured === true, from: typeof body?.from === 'string' ? body.from : null };
}
