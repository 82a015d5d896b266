// The client's status page, /:lang/booking/status/:token: one booking, found by the secret of its link
// (status-token.ts), rendered here as plain HTML that needs neither the app nor JavaScript. It shows
// the reference, date, time, addresses, the state (progress.ts), and the office's phone and WhatsApp;
// never a map or a position. It reloads itself every 30 s, is kept out of search engines and caches,
// is rate limited per address, and a token that names no booking gets a 404 that tells nothing.

import type { Context, Hono } from 'hono';
import { bookingReference } from '../../src/domain/booking-reference';
import { CLIENT_STATES, STATUS_TOKEN_RE, type ClientProgress, type ClientState } from '../../src/domain/client-status';
import { messageValues } from '../../src/domain/message-templates';
import { dirOf, type Lang } from '../../src/domain/paths';
import { SETTINGS_ID, type BookingStatus } from '../../src/domain/types';
import { whatsappChatLink } from '../../src/domain/whatsapp';
import { clientAddress, hit, WINDOW_MS, windowStart } from '../accounts/rate-limit';
import type { AppEnv, Deps } from '../http/context';
import { toIso } from '../sync/tables';
import { progressOf } from './progress';
import { STATUS_WORDS, type StatusWords } from './status-words';
import { statusStyles } from './status-styles';

/** Seconds between two reloads of the page. */
export const STATUS_REFRESH_SECONDS = 30;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface StatusRow {
  id: string;
  created_at: Date | string;
  status: BookingStatus | null;
  driver_id: string | null;
  assigned_vehicle_id: string | null;
  pickup_date: string | null;
  pickup_time: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
  first_name: string | null;
  last_name: string | null;
}

interface Office {
  name: string;
  phone: string;
}

function page(lang: Lang, title: string, body: string, options: { refresh?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
${options.refresh ? `<meta http-equiv="refresh" content="${STATUS_REFRESH_SECONDS}">` : ''}
<title>${escapeHtml(title)}</title>
<style>${statusStyles}</style>
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

function row(label: string, value: string, ltr = false): string {
  if (!value) return '';
  const shown = ltr ? `<bdi dir="ltr">${escapeHtml(value)}</bdi>` : `<bdi>${escapeHtml(value)}</bdi>`;
  return `<div class="row"><dt>${escapeHtml(label)}</dt><dd>${shown}</dd></div>`;
}

/** The steps up to done, the current one marked; a cancelled booking shows that alone. */
function steps(words: StatusWords, state: ClientState): string {
  if (state === 'cancelled') return '';
  const order = CLIENT_STATES.filter((s) => s !== 'cancelled');
  const at = order.indexOf(state);
  const items = order.map((s, i) => {
    const cls = i < at ? 'past' : i === at ? 'now' : 'next';
    return `<li class="${cls}"${i === at ? ' aria-current="step"' : ''}>${escapeHtml(words.states[s])}</li>`;
  });
  return `<ol class="steps">${items.join('')}</ol>`;
}

function contact(words: StatusWords, office: Office): string {
  if (!office.phone.trim()) return '';
  const tel = `tel:${office.phone.trim().startsWith('+') ? '+' : ''}${office.phone.replace(/\D/g, '')}`;
  const chat = whatsappChatLink(office.phone);
  return `<section class="contact" aria-label="${escapeHtml(words.contact)}">
<p>${escapeHtml(words.contact)}</p>
<p class="phone"><bdi dir="ltr">${escapeHtml(office.phone)}</bdi></p>
<div class="actions"><a class="button" href="${escapeHtml(tel)}">${escapeHtml(words.call)}</a>${
    chat ? `<a class="button whatsapp" href="${escapeHtml(chat)}" rel="noopener noreferrer">${escapeHtml(words.whatsapp)}</a>` : ''
  }</div>
</section>`;
}

export function renderStatusPage(lang: Lang, booking: StatusRow, progress: ClientProgress, office: Office): string {
  const words = STATUS_WORDS[lang];
  const createdAt = toIso(booking.created_at);
  const reference = bookingReference(createdAt);
  const values = messageValues(
    {
      booking: {
        firstName: booking.first_name ?? '',
        lastName: booking.last_name ?? '',
        pickupDate: booking.pickup_date ?? '',
        pickupTime: booking.pickup_time ?? '',
        pickupLocation: booking.pickup_location ?? '',
        dropoffLocation: booking.dropoff_location ?? undefined,
        createdAt,
      },
      reference,
    },
    lang,
  );
  const state = progress.state;
  const body = `<header>
<p class="brand">${escapeHtml(office.name)}</p>
<h1>${escapeHtml(words.title)}</h1>
</header>
<section class="state state-${state}" aria-live="polite">
<p class="label">${escapeHtml(words.state)}</p>
<p class="value" data-state="${state}">${escapeHtml(words.states[state])}</p>
<p class="explain">${escapeHtml(words.explain[state])}</p>
${
  progress.driver || progress.vehicle
    ? `<dl class="driver">${row(words.driver, progress.driver ?? '')}${row(words.vehicle, progress.vehicle ?? '')}${row(words.plate, progress.plate ?? '', true)}</dl>`
    : ''
}
</section>
${steps(words, state)}
<dl class="facts">
${row(words.reference, reference, true)}
${row(words.date, values.date ?? '')}
${row(words.time, values.time ?? '', true)}
${row(words.pickup, values.pickup ?? '')}
${row(words.destination, values.destination ?? '')}
</dl>
${contact(words, office)}
<p class="note">${escapeHtml(words.refreshes)}</p>`;
  return page(lang, `${words.title} ${reference} · ${office.name}`, body, { refresh: true });
}

function notFoundPage(lang: Lang): string {
  const words = STATUS_WORDS[lang];
  return page(lang, words.notFoundTitle, `<h1>${escapeHtml(words.notFoundTitle)}</h1><p class="explain">${escapeHtml(words.notFound)}</p><p><a class="button" href="/${lang}">${escapeHtml(words.home)}</a></p>`);
}

function tooManyPage(lang: Lang): string {
  const words = STATUS_WORDS[lang];
  return page(lang, words.tooManyTitle, `<h1>${escapeHtml(words.tooManyTitle)}</h1><p class="explain">${escapeHtml(words.tooMany)}</p>`);
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

async function office(deps: Deps): Promise<Office> {
  const { rows } = await deps.db.query<{ site_name: string | null; site_phone: string | null }>(
    'select site_name, site_phone from settings where id = $1 and not deleted',
    [SETTINGS_ID],
  );
  return { name: rows[0]?.site_name ?? '', phone: rows[0]?.site_phone ?? '' };
}

async function statusPage(c: Context<AppEnv>, deps: Deps, lang: Lang, token: string): Promise<Response> {
  const now = deps.now();
  // Counted before the token is looked at: guessing tokens costs the same as reading one.
  const count = await hit(deps.db, [`status-ip:${clientAddress(c, deps.trustProxy)}`], now);
  if (count > deps.limits.publicReadsPerMinute) {
    const retry = Math.max(1, Math.ceil((windowStart(now).getTime() + WINDOW_MS - now.getTime()) / 1000));
    return c.html(tooManyPage(lang), 429, { ...HEADERS, 'Retry-After': String(retry) });
  }
  const rows = STATUS_TOKEN_RE.test(token)
    ? (
        await deps.db.query<StatusRow>(
          `select id, created_at, status, driver_id, assigned_vehicle_id, pickup_date, pickup_time, pickup_location, dropoff_location, first_name, last_name
           from bookings where status_token = $1 and not deleted`,
          [token],
        )
      ).rows
    : [];
  const booking = rows[0];
  if (!booking) return c.html(notFoundPage(lang), 404, HEADERS);
  const [progress, site] = await Promise.all([progressOf(deps.db, [booking]), office(deps)]);
  return c.html(renderStatusPage(lang, booking, progress.get(String(booking.id)) ?? { state: 'received' }, site), 200, HEADERS);
}

export function registerStatusPage(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/:lang{fr|en|ar}/booking/status/:token', (c) => statusPage(c, deps, c.req.param('lang') as Lang, c.req.param('token')));
}
