-- One table per synced entity (SYNC.md 'Records'), plus the push bookkeeping. Column names are the
-- wire names in snake_case; server/tables.ts maps them, and is the only place that does.
-- Business columns are nullable: a live row always holds a validated record, but a delete of a
-- record the server never saw leaves a tombstone with only its id.
-- Decimal amounts stay text: the device's exact string must come back from a pull ('089.5' would
-- come back as '89.5' from numeric); cast with ::numeric in reports.
-- field_hlc: {field: hlc} of the write that set each field, 'deleted' included.
-- field_version: {field: version} of that write, to tell a concurrent edit from a later one.

create table cars (
  id uuid primary key,
  name text,
  category text,
  description text,
  image text,
  passengers integer,
  luggage integer,
  features jsonb,
  price_per_hour text,
  rating text,
  review_count integer,
  featured boolean,
  available boolean,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index cars_version on cars (version);

create table tours (
  id uuid primary key,
  title text,
  description text,
  image text,
  duration text,
  max_participants integer,
  price text,
  rating text,
  review_count integer,
  category text,
  featured boolean,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index tours_version on tours (version);

create table posts (
  id uuid primary key,
  title text,
  excerpt text,
  content text,
  image text,
  category text,
  read_time text,
  published boolean,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index posts_version on posts (version);

create table bookings (
  id uuid primary key,
  first_name text,
  last_name text,
  email text,
  phone text,
  pickup_location text,
  dropoff_location text,
  pickup_date date,
  pickup_time text,
  flight_train_number text,
  service_type text,
  vehicle_id uuid,
  tour_id uuid,
  passengers integer,
  luggage integer,
  total_price text,
  payment_method text,
  vat_kind text,
  status text,
  special_requests text,
  source text,
  -- The customer account that made it on the public site; never on the sync wire.
  customer_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index bookings_version on bookings (version);
create index bookings_customer on bookings (customer_id) where customer_id is not null;

create table remarks (
  id uuid primary key,
  booking_id uuid,
  text text,
  color text,
  position integer,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index remarks_version on remarks (version);

create table contacts (
  id uuid primary key,
  first_name text,
  last_name text,
  email text,
  phone text,
  service_type text,
  message text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index contacts_version on contacts (version);

create table settings (
  id uuid primary key,
  site_name text,
  site_email text,
  site_phone text,
  default_language text,
  enable_notifications boolean,
  enable_email_alerts boolean,
  in_app_notifications boolean,
  auto_backup boolean,
  maintenance_mode boolean,
  data_retention_days integer,
  login_notifications boolean,
  two_factor boolean,
  vat_transport text,
  vat_hourly text,
  tariffs jsonb,
  sync_url text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index settings_version on settings (version);

-- One row per device: the last outbox seq the server has answered for.
create table clients (
  client_id uuid primary key,
  last_seq bigint not null default 0,
  -- The staff member who pushed last (a shared device changes hands); informational.
  owner_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- Every answered mutation with its answer, so that a retry gets the same answer and changes nothing.
create table sync_mutations (
  client_id uuid not null,
  mutation_id uuid not null,
  seq bigint not null,
  result jsonb not null,
  created_at timestamptz not null,
  primary key (client_id, mutation_id)
);

-- Values that lost a last-write-wins merge or met a deleted record, for an admin to see and restore.
create table sync_conflicts (
  id uuid primary key,
  table_name text not null,
  record_id uuid not null,
  field text not null,
  -- 'field': two writes of one field; 'deleted': a value that met a delete of its record.
  kind text not null check (kind in ('field', 'deleted')),
  winning_value jsonb,
  winning_hlc text,
  losing_value jsonb,
  losing_hlc text,
  losing_client uuid,
  created_at timestamptz not null,
  resolved_at timestamptz,
  resolution text check (resolution in ('current', 'other')),
  resolved_by uuid
);
create index sync_conflicts_open on sync_conflicts (created_at) where resolved_at is null;
create index sync_conflicts_record on sync_conflicts (table_name, record_id);
