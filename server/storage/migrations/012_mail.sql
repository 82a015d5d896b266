-- Email from the server (server/mail/): each automatic client message at most once per booking and
-- kind (the outbox rows are the synced clientMessages, inserted with `on conflict do nothing`); the
-- office's own emails (website alerts, sign-ins on a new device), kept here and never synced; and
-- the devices each staff account has signed in from, so that only a new one is told.

create unique index clientmessages_email_once on clientMessages (booking_id, kind) where channel = 'email';
-- The worker's queue: queued emails by their next try.
create index clientmessages_queued on clientMessages (next_attempt_at) where state = 'queued' and channel = 'email';

create table office_mail (
  id uuid primary key,
  -- At most one email per cause ('booking:<id>', 'contact:<id>', 'login:<staff>:<device>').
  dedupe_key text not null unique,
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  -- queued | sent | failed
  state text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null
);
create index office_mail_queued on office_mail (next_attempt_at) where state = 'queued';

create table staff_devices (
  staff_id uuid not null,
  -- SHA-256 of the browser's User-Agent: the kind of device and browser, not its address (which moves).
  device_hash text not null,
  first_seen timestamptz not null,
  primary key (staff_id, device_hash)
);
