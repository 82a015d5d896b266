-- Photos in chunks of 256 KB (server/routes/attachments.ts): a read streams them one query at a time
-- and an upload writes them one at a time, so that no request holds the server, the database or
-- PGlite's memory for a whole photo. A photo is served once its upload has marked it complete.
create table attachment_chunks (
  attachment_id uuid not null references attachments (id) on delete cascade,
  n integer not null,
  bytes bytea not null,
  primary key (attachment_id, n)
);

insert into attachment_chunks (attachment_id, n, bytes)
  select id, g, substring(bytes from g * 262144 + 1 for 262144)
  from attachments, generate_series(0, greatest((octet_length(bytes) - 1) / 262144, 0)) as g;

alter table attachments drop column bytes;
alter table attachments add column complete boolean not null default true;
