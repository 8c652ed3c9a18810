-- A quote's quotations (about 3.2 KB of JSON text) are larger than the 2 KB at which PostgreSQL compresses
-- a row's values (TOAST). Compressing every quote on insert and decompressing it on every read cost about
-- a third of the database thread's work per quote (docs/decisions/006); the row fits a page as it is, so
-- values are compressed only once a row would pass 8 KB.
ALTER TABLE "quotes" SET (toast_tuple_target = 8160);
