-- Whether the BON DE COMMANDE also comes as a copy in the client's language (English or Arabic;
-- the French original stays the document). Absent on records made before it: no copy.

alter table settings add column order_client_copy boolean;
