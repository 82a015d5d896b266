-- A visitor's submission is answered again (its receipt) only with the idempotency key it was made
-- with: the SHA-256 of that key. Null for submissions made before keys existed: never answered again.
alter table public_receipts add column submission_key_hash text;

-- The scheduled purges (server/storage/housekeeping.ts) find old rows by their time.
create index sync_mutations_created on sync_mutations (created_at);
create index rate_limits_window on rate_limits (window_start);
