-- The push transaction bumps this one row (UPDATE ... SET v = v + 1 RETURNING v); its row lock
-- orders writers, which a sequence would not (see SYNC.md).
create table sync_clock (
  id int primary key check (id = 1),
  v bigint not null
);
insert into sync_clock (id, v) values (1, 0);

create table app_meta (
  key text primary key,
  value jsonb not null
);
insert into app_meta (key, value) values ('installed_at', to_jsonb(now()));
