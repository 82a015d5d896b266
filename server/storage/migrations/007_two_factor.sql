-- Two-factor sign-in of staff accounts (server/accounts/two-factor.ts). A TOTP secret is pending from
-- the setup until a first code from it is accepted, then it is the account's; turning two-factor off
-- deletes the row. The secret has to be read back to check codes, so it is kept as is (base32).
create table staff_two_factor (
  staff_id uuid primary key references staff (id) on delete cascade,
  secret text,
  pending_secret text,
  enabled_at timestamptz,
  -- The last 30-second step whose code was accepted: that code, and any earlier one, is never taken again.
  last_step bigint not null default 0
);

-- One-time recovery codes: only their SHA-256 (hex) is kept; a used one keeps its row, marked.
create table staff_recovery_codes (
  staff_id uuid not null references staff (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz,
  primary key (staff_id, code_hash)
);
