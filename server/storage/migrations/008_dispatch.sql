-- Dispatch (SYNC.md 'Records'): who runs each ride and with which car, the ride's append-only event
-- log, drivers' time off, vehicles' downtime, and staff profiles (the personal and professional
-- details of a staff account, synced so that they can be edited offline).
-- Table names are unquoted, so PostgreSQL folds rideEvents and timeOff to rideevents and timeoff,
-- as every query of the server writes them unquoted too.

alter table cars add column plate text;

alter table bookings add column hours integer;
alter table bookings add column driver_id uuid;
alter table bookings add column assigned_vehicle_id uuid;
alter table bookings add column created_by uuid;
alter table bookings add column dispatch_conflicts jsonb;
create index bookings_driver on bookings (driver_id) where driver_id is not null;
create index bookings_created_by on bookings (created_by) where created_by is not null;
create index bookings_assigned_vehicle on bookings (assigned_vehicle_id) where assigned_vehicle_id is not null;
create index bookings_pickup_date on bookings (pickup_date);

alter table settings add column dispatch jsonb;

create table rideEvents (
  id uuid primary key,
  booking_id uuid,
  kind text,
  -- The device's time of the tap, an ISO instant kept as the device wrote it.
  at text,
  author_id uuid,
  driver_id uuid,
  undoes uuid,
  wait_minutes integer,
  note text,
  lat double precision,
  lng double precision,
  accuracy double precision,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index rideevents_version on rideEvents (version);
create index rideevents_booking on rideEvents (booking_id);

create table timeOff (
  id uuid primary key,
  staff_id uuid,
  -- Europe/Paris wall clock, 'YYYY-MM-DDTHH:MM'.
  starts_at text,
  ends_at text,
  reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index timeoff_version on timeOff (version);
create index timeoff_staff on timeOff (staff_id);

create table downtimes (
  id uuid primary key,
  car_id uuid,
  starts_at text,
  ends_at text,
  reason text,
  note text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index downtimes_version on downtimes (version);
create index downtimes_car on downtimes (car_id);

-- One per staff account, same id. role and active mirror the account (the server writes them).
create table profiles (
  id uuid primary key,
  name text,
  phone text,
  image text,
  role text,
  active boolean,
  vtc_card_number text,
  vtc_card_expiry date,
  licence_expiry date,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null,
  deleted boolean not null default false,
  field_hlc jsonb not null default '{}',
  field_version jsonb not null default '{}'
);
create index profiles_version on profiles (version);
