-- The digits the Arabic pages write numbers, dates and prices with (src/domain/types.ts
-- ARABIC_DIGITS): Western by default, so a record without the column reads as before.

alter table settings add column arabic_digits text;
