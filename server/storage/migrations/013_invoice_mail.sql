-- An invoice or credit note sent to the client by email from its page (server/mail/invoice-mail.ts):
-- the client message names the document, and its PDF waits in mail_attachments (never synced, never
-- served) until the worker has handed it to the SMTP server. A document may be sent more than once
-- (again on request, or its credit note), so the once-per-booking-and-kind rule leaves 'invoice' out.

alter table clientMessages add column document_id uuid;

drop index clientmessages_email_once;
create unique index clientmessages_email_once on clientMessages (booking_id, kind) where channel = 'email' and kind <> 'invoice';

create table mail_attachments (
  message_id uuid primary key,
  file_name text not null,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null
);
