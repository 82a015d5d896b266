-- What the client is told and billed (src/domain/billing-types.ts): the language a client booked in,
-- the extras sold with a ride, the link of a return trip to its way out, the secret of the client's
-- status page; the office's extras, message templates and invoicing settings; the client messages
-- (the email outbox and the log of WhatsApp sends) and the invoices with their credit notes.
-- Table names are unquoted, so PostgreSQL folds clientMessages to clientmessages.

alter table bookings add column lang text;
alter table bookings add column extras jsonb;
alter table bookings add column return_of uuid;
alter table bookings add column status_token text;
create index bookings_return_of on bookings (return_of) where return_of is not null;
create unique index bookings_status_token on bookings (status_token) where status_token is not null;

alter table settings add column extras jsonb;
alter table settings add column messaging jsonb;
alter table settings add column invoicing jsonb;

create table clientMessages (
  id uuid primary key,
  booking_id uuid,
  kind text,
  channel text,
  lang text,
  recipient text,
  subject text,
  body text,
  state text,
  attempts integer,
  next_attempt_at text,
  sent_at text,
  last_error text,
  author_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index clientmessages_version on clientMessages (version);
create index clientmessages_booking on clientMessages (booking_id);

create table invoices (
  id uuid primary key,
  booking_id uuid,
  kind text,
  number text,
  credit_for uuid,
  issue_date date,
  service_date date,
  seller jsonb,
  client jsonb,
  business boolean,
  lines jsonb,
  vat_exempt boolean,
  payment_terms text,
  reason text,
  issued_by uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index invoices_version on invoices (version);
create index invoices_booking on invoices (booking_id);
-- Never two invoices with one number.
create unique index invoices_number on invoices (number) where number is not null;

-- The last number given per year: locked in the transaction that issues an invoice (not a SEQUENCE,
-- which may skip a value when a transaction rolls back).
create table invoice_counters (
  year integer primary key,
  last integer not null
);
