// The mail worker: one loop, started with the server (main.ts) and stopped with it, that
//   1. queues the reminders that are due (reminders.ts);
//   2. claims the queued emails whose time has come, in a transaction: each gets its try counted and
//      its next try set (exponential backoff) before it is sent, so that a crash after the claim
//      leaves it to be tried again later, never lost, and two workers never take the same one;
//   3. sends each over SMTP (nodemailer) with a Message-ID made from the row's id, and writes the
//      outcome: sent, or the error and another try later, or failed after MAX_ATTEMPTS (or at once on
//      a permanent refusal, a 5xx answer).
// A crash between the SMTP server's acceptance and the write of 'sent' makes the email go again
// after the backoff: SMTP cannot make that atomic, but the second copy has the same Message-ID,
// which mail servers and clients use to drop a duplicate. Client messages are written as the
// server (server-writes.ts) so that devices see their state; the office's in office_mail.

import { createTransport, type Transporter } from 'nodemailer';
import { newNodeId } from '../../src/domain/hlc';
import type { Db } from '../storage/queryable';
import { loadManyForUpdate, withWriter } from '../sync/records';
import { writeAsServer } from '../sync/server-writes';
import type { MailConfig } from './config';
import { queueDueReminders } from './reminders';

export const MAX_ATTEMPTS = 6;

export interface Outgoing {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  lang?: string;
  /** An invoice's PDF (mail_attachments). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface MailWorkerOptions {
  db: Db;
  mail: MailConfig | undefined;
  now?: () => Date;
  /** PUBLIC_ORIGIN: the base of the reminders' status links (left out without it). */
  publicOrigin?: string | undefined;
  /** Between two rounds. Default 15 s. */
  intervalMs?: number;
  /** The first retry's delay, doubled at each try, at most 6 h. Default 60 s. */
  backoffMs?: number;
  /** Emails per round and table. Default 20. */
  batch?: number;
  /** How an email leaves. Default: nodemailer over SMTP_URL. */
  send?: (message: Outgoing) => Promise<void>;
  log?: (line: string) => void;
  /** Run rounds on a timer (default true); false: only when runOnce is called (tests). */
  loop?: boolean;
}

export interface MailWorker {
  /** A round soon: a request just queued emails (they leave at once rather than at the next round). */
  wake(): void;
  /** One round now (tests; the loop runs them on its own). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** nodemailer over SMTP_URL; Arabic text is also sent as right-to-left HTML. */
export function smtpSender(mail: MailConfig): { send: (message: Outgoing) => Promise<void>; close(): void } {
  const transport: Transporter = createTransport(mail.url);
  return {
    async send(message) {
      const dir = message.lang === 'ar' ? 'rtl' : 'ltr';
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: `<div dir="${dir}" lang="${message.lang ?? 'fr'}" style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.text)}</div>`,
        messageId: message.messageId,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
      });
    },
    close: () => transport.close(),
  };
}

interface SmtpError {
  message?: string;
  responseCode?: number;
}

const permanent = (error: SmtpError) => typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
const reason = (error: unknown) => String((error as SmtpError)?.message ?? error).slice(0, 500);

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mail } = options;
  const now = options.now ?? (() => new Date());
  const node = newNodeId();
  const log = options.log ?? console.log;
  const batch = options.batch ?? 20;
  const backoff = (attempts: number) => Math.min((options.backoffMs ?? 60_000) * 2 ** (attempts - 1), 6 * 3_600_000);
  const smtp = mail && !options.send ? smtpSender(mail) : null;
  const send = options.send ?? smtp?.send;

  /** Claims the client emails due now: their try counted, their next one set. */
  async function claimClientMessages(
    at: Date,
  ): Promise<{ id: string; to: string; subject: string; text: string; lang: string; attempts: number; documentId: string | null }[]> {
    return withWriter(db, async (writer) => {
      const { rows } = await writer.tx.query<{ id: string }>(
        `select id from clientMessages where state = 'queued' and channel = 'email' and not deleted
           and (next_attempt_at is null or next_attempt_at <= $1)
         order by next_attempt_at nulls first, id limit $2 for update skip locked`,
        [at.toISOString(), batch],
      );
      if (rows.length === 0) return [];
      const stored = await loadManyForUpdate(writer.tx, 'clientMessages', rows.map((r) => String(r.id)));
      const claimed = [...stored].map(([id, record]) => {
        const attempts = Number(record.fields.attempts ?? 0) + 1;
        return { id, record, attempts, fields: { attempts, nextAttemptAt: new Date(at.getTime() + backoff(attempts)).toISOString() } };
      });
      await writeAsServer(writer, 'clientMessages', claimed, at, node);
      return claimed.map(({ id, record, attempts }) => ({
        id,
        attempts,
        to: String(record.fields.recipient),
        subject: String(record.fields.subject ?? ''),
        text: String(record.fields.body ?? ''),
        lang: String(record.fields.lang ?? 'fr'),
        documentId: typeof record.fields.documentId === 'string' ? record.fields.documentId : null,
      }));
    });
  }

  /** The PDF an invoice email carries, read when it is sent (one at a time: a few MB each). */
  async function attachmentOf(messageId: string): Promise<Outgoing['attachments'] | null> {
    const { rows } = await db.query<{ file_name: string; content_type: string; bytes: Uint8Array }>(
      'select file_name, content_type, bytes from mail_attachments where message_id = $1',
      [messageId],
    );
    const row = rows[0];
    return row ? [{ filename: row.file_name, content: row.bytes, contentType: row.content_type }] : null;
  }

  async function settleClientMessage(id: string, fields: Record<string, unknown>): Promise<void> {
    await withWriter(db, async (writer) => {
      const record = (await loadManyForUpdate(writer.tx, 'clientMessages', [id])).get(id);
      // Staff may have deleted it meanwhile; it is never written back to life.
      if (!record || record.deleted || record.fields.state !== 'queued') return;
      await writeAsServer(writer, 'clientMessages', [{ id, record, fields }], now(), node);
      // Its PDF is not kept once it has left or will never leave.
      if (fields.state === 'sent' || fields.state === 'failed') await writer.tx.query('delete from mail_attachments where message_id = $1', [id]);
    });
  }

  async function claimOfficeMail(at: Date) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; recipient: string; subject: string; body: string; attempts: number }>(
        `select id, recipient, subject, body, attempts from office_mail where state = 'queued' and (next_attempt_at is null or next_attempt_at <= $1)
         order by next_attempt_at nulls first, id limit $2 for update skip locked`,
        [at, batch],
      );
      for (const row of rows) {
        await tx.query('update office_mail set attempts = $2, next_attempt_at = $3 where id = $1', [row.id, row.attempts + 1, new Date(at.getTime() + backoff(row.attempts + 1))]);
      }
      return rows.map((row) => ({ id: String(row.id), to: row.recipient, subject: row.subject, text: row.body, attempts: row.attempts + 1 }));
    });
  }

  async function deliver(
    message: { id: string; to: string; subject: string; text: string; lang?: string; attempts: number; attachments?: Outgoing['attachments'] },
    settle: (fields: { sent: boolean; error?: string; failed?: boolean }) => Promise<void>,
  ): Promise<void> {
    if (!send || !mail) return;
    try {
      await send({
        messageId: `<${message.id}@${mail.domain}>`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        lang: message.lang,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    } catch (error) {
      const failed = permanent(error as SmtpError) || message.attempts >= MAX_ATTEMPTS;
      log(`Mail ${message.id} to ${message.to}: ${failed ? 'failed' : `try ${message.attempts} refused, will retry`}: ${reason(error)}`);
      await settle({ sent: false, error: reason(error), failed });
      return;
    }
    await settle({ sent: true });
  }

  async function runOnce(): Promise<void> {
    await queueDueReminders(db, { node, mail, origin: options.publicOrigin }, now());
    if (!mail || !send) return;
    for (const claimed of await claimClientMessages(now())) {
      const attachments = claimed.documentId ? await attachmentOf(claimed.id) : undefined;
      if (attachments === null) {
        await settleClientMessage(claimed.id, { state: 'failed', nextAttemptAt: null, lastError: 'The PDF is no longer on the server: send the invoice again from its page' });
        continue;
      }
      const message = attachments ? { ...claimed, attachments } : claimed;
      await deliver(message, ({ sent, error, failed }) =>
        settleClientMessage(
          message.id,
          sent
            ? { state: 'sent', sentAt: now().toISOString(), nextAttemptAt: null, lastError: null }
            : failed
              ? { state: 'failed', nextAttemptAt: null, lastError: error }
              : { lastError: error },
        ),
      );
    }
    for (const message of await claimOfficeMail(now())) {
      await deliver(message, async ({ sent, error, failed }) => {
        if (sent) await db.query(`update office_mail set state = 'sent', sent_at = $2, next_attempt_at = null, last_error = null where id = $1`, [message.id, now()]);
        else await db.query(`update office_mail set state = $2, last_error = $3 where id = $1`, [message.id, failed ? 'failed' : 'queued', error]);
      });
    }
  }

  const loop = options.loop !== false;
  let stopped = false;
  let busy = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    busy = true;
    running = runOnce()
      .catch((error: unknown) => log(`Mail worker: ${reason(error)}`))
      .finally(() => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, again ? 0 : (options.intervalMs ?? 15_000));
        again = false;
      });
  };
  if (loop) tick();
  return {
    wake() {
      if (!loop || stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    runOnce: async () => {
      await running;
      await (running = runOnce());
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      smtp?.close();
    },
  };
}
