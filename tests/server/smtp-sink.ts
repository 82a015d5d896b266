// A real SMTP server in-process (the smtp-server package) for the mail tests, and the little MIME
// reading they need: headers with their encoded words, and the text/plain part.

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  /** The attached files (parts with a Content-Disposition of attachment). */
  attachments: { filename: string; contentType: string; bytes: Buffer }[];
  raw: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain content of a message (the first such part of a multipart one). */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(body, headers.get('content-transfer-encoding'));
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const { headers: partHeaders, body: partBody } = splitMessage(part.replace(/^\r\n/, ''));
    const partType = partHeaders.get('content-type') ?? 'text/plain';
    if (partType.toLowerCase().startsWith('text/plain') || partType.toLowerCase().startsWith('multipart/')) {
      return plainText(partHeaders, partBody.replace(/\r\n$/, ''));
    }
  }
  return '';
}

/** The attachments of a message, at any depth of its multipart tree. */
function attachmentsOf(headers: Map<string, string>, body: string): ReceivedMail['attachments'] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .flatMap((part) => {
        const { headers: partHeaders, body: partBody } = splitMessage(part.replace(/^\r\n/, ''));
        return attachmentsOf(partHeaders, partBody.replace(/\r\n$/, ''));
      });
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!disposition.toLowerCase().startsWith('attachment')) return [];
  const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
  const bytes = (headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1');
  return [{ filename, contentType: type.split(';')[0]?.trim() ?? '', bytes }];
}

export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  return {
    to,
    messageId: headers.get('message-id') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: plainText(headers, body).replace(/\r\n/g, '\n').trim(),
    attachments: attachmentsOf(headers, body),
    raw,
  };
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with this SMTP answer code (451: try later, 550: never). */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: refusalCode });
          callback(error);
          return;
        }
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451) {
      refusals = count;
      refusalCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
