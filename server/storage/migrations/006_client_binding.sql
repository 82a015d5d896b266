-- A client id belongs to the staff member who first pushed with it (server/sync/push.ts): another
-- account's push with it is refused, so that nobody can use up another device's sequence numbers.
-- owner_id, until now the last pusher, becomes that binding; bound_at says since when.
alter table clients add column bound_at timestamptz;
update clients set bound_at = created_at where owner_id is not null;
