-- The operator's legal details for the bon de commande and the invoice (settings.company), and the
-- office's mark on a contact message it has answered (contacts.handled).
alter table settings add column company jsonb;
alter table contacts add column handled boolean;
