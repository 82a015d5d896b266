-- Accounts, sessions and the other server-only state. Sessions and rate limits live here, not in
-- memory, so that several instances behind a load balancer share them.

create table staff (
  id uuid primary key,
  username text not null,
  name text not null,
  role text not null check (role in ('admin', 'driver')),
  phone text not null default '',
  image text not null default '',
  verified boolean not null default false,
  -- scrypt, encoded with its parameters (server/passwords.ts); never the password.
  password_hash text not null,
  password_changed_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  disabled boolean not null default false
);
create unique index staff_username on staff (lower(username));

create table customers (
  id uuid primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text not null,
  created_at timestamptz not null
);
create unique index customers_email on customers (lower(email));

-- The token itself is never stored: only its SHA-256 (hex).
create table sessions (
  token_hash text primary key,
  subject_kind text not null check (subject_kind in ('staff', 'customer')),
  subject_id uuid not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index sessions_subject on sessions (subject_kind, subject_id);
create index sessions_expiry on sessions (expires_at);

create table attachments (
  id uuid primary key,
  content_type text not null,
  bytes bytea not null,
  size integer not null,
  sha256 text not null,
  created_by uuid not null,
  created_at timestamptz not null
);

-- Fixed one-minute windows per key (an address, a user name).
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);

-- Records made through the public endpoints, with the SHA-256 of the receipt that reads their status.
create table public_receipts (
  table_name text not null,
  record_id uuid not null,
  receipt_hash text not null,
  customer_id uuid,
  created_at timestamptz not null,
  primary key (table_name, record_id)
);
