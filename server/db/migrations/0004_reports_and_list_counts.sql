CREATE TABLE "row_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"bucket" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_table_idx" ON "row_counts" USING btree ("table_name","bucket");--> statement-breakpoint
CREATE INDEX "orders_paid_email_idx" ON "orders" USING btree ("email","paid_at") WHERE payment_status = 'paid';--> statement-breakpoint
CREATE INDEX "orders_refunded_at_idx" ON "orders" USING btree ("refunded_at") WHERE payment_status = 'refunded';--> statement-breakpoint
-- Exact row counts for the back-office lists (docs/decisions/0117): each statement that inserts,
-- updates or deletes rows appends, in its own transaction, one +n/-n row per bucket it changed.
-- Append-only, so concurrent writers never wait on a shared counter row. TG_ARGV[0] is the
-- bucket expression, fixed per trigger below (never user text).
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, count(*) from (select %s as b from new_rows) r group by b', TG_TABLE_NAME, TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, -count(*) from (select %s as b from old_rows) r group by b', TG_TABLE_NAME, TG_ARGV[0]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, sum(d) from (select %s as b, -1 as d from old_rows union all select %s, 1 from new_rows) r group by b having sum(d) <> 0', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status');--> statement-breakpoint
CREATE TRIGGER customers_count_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status');--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status');--> statement-breakpoint
CREATE TRIGGER customers_count_truncate AFTER TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION count_rows();--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || payment_status');--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || payment_status');--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || payment_status');--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION count_rows();--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || category');--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || category');--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('status || ''/'' || category');--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION count_rows();--> statement-breakpoint
-- The rows already there.
INSERT INTO row_counts (table_name, bucket, delta) SELECT 'customers', status, count(*) FROM customers GROUP BY status;--> statement-breakpoint
INSERT INTO row_counts (table_name, bucket, delta) SELECT 'orders', status || '/' || payment_status, count(*) FROM orders GROUP BY 2;--> statement-breakpoint
INSERT INTO row_counts (table_name, bucket, delta) SELECT 'products', status || '/' || category, count(*) FROM products GROUP BY 2;
