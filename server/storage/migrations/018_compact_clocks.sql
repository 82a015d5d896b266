-- The merge clocks stored with each value once, and the fields it set (server/sync/records.ts):
-- field_hlc {"<hlc>": ["field", ...]} and field_version {"<version>": ["field", ...]}, in place of
-- {field: hlc} and {field: version}. A map already in that form is left as it is.

create function pg_temp.compact_clocks(m jsonb) returns jsonb language sql immutable as $$
  select case
    when exists (select 1 from jsonb_each(m) where jsonb_typeof(value) = 'array') then m
    else coalesce(
      (select jsonb_object_agg(v, fields)
         from (select value as v, jsonb_agg(key order by key) as fields from jsonb_each_text(m) group by value) s),
      '{}'::jsonb)
  end
$$;

update cars set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update tours set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update posts set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update bookings set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update remarks set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update contacts set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update settings set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update rideEvents set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update timeOff set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update downtimes set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update profiles set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update clientMessages set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);
update invoices set field_hlc = pg_temp.compact_clocks(field_hlc), field_version = pg_temp.compact_clocks(field_version);

drop function pg_temp.compact_clocks(jsonb);
