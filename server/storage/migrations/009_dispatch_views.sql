-- Who leaves a driver's view (server/accounts/access.ts): a ride taken from a driver, a time off moved
-- to another member. Their pulls still select these rows, and send them as deletes, so that the
-- record leaves their device too. Appended by the push (server/sync/ride-moves.ts), never cleared:
-- a ride given back to its driver is in view again by driver_id.
alter table bookings add column dropped_for uuid[] not null default '{}';
alter table timeOff add column dropped_for uuid[] not null default '{}';

-- A ride's remarks and events are looked up by their booking: to move them with it, and to send a
-- driver the ones of their rides.
create index remarks_booking on remarks (booking_id);
