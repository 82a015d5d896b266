// The mail settings of the server (SMTP_URL and MAIL_FROM, server/config.ts), checked at start.

export interface MailConfig {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://...:465 (TLS). */
  url: string;
  /** The sender: 'Paris Prestige Chauffeur <bookings@example.com>' or a bare address. */
  from: string;
  /** The domain of the sender's address: the right side of every Message-ID. */
  domain: string;
}

const ADDRESS_RE = /^[^\s@<>]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,}|localhost|[A-Za-z0-9-]+)$/;

/** The address inside 'Name <address>' (or the whole text), or null when it is not one. */
export function senderAddress(from: string): string | null {
  const inside = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const address = inside.trim();
  return ADDRESS_RE.test(address) ? address : null;
}

/**
 * The mail settings, or undefined when SMTP_URL is not set (the messages are then written as 'not
 * configured'). Throws a message naming the variable when one is wrong; never echoes a password.
 */
export function parseMailConfig(smtpUrl: string | undefined, mailFrom: string | undefined): MailConfig | undefined {
  if (smtpUrl === undefined) {
    if (mailFrom !== undefined) throw new Error('MAIL_FROM is set without SMTP_URL: set both, or neither');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a valid URL; expected smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error('SMTP_URL has no host');
  if (mailFrom === undefined) throw new Error('SMTP_URL is set without MAIL_FROM (the sender, e.g. "Paris Prestige Chauffeur <bookings@example.com>")');
  const address = senderAddress(mailFrom);
  if (!address) throw new Error(`MAIL_FROM must be an email address or 'Name <address>', got "${mailFrom}"`);
  return { url: smtpUrl, from: mailFrom, domain: address.slice(address.lastIndexOf('@') + 1) };
}
