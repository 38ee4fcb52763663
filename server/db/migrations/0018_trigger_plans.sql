-- The bookkeeping triggers every checkout fires, made cheaper to run (docs/decisions/0243). Their
-- results are the same row for row; only how PostgreSQL gets there changes.
--
-- The list counts (0004) built their statement from the trigger's bucket expression with EXECUTE,
-- so PostgreSQL parsed and planned it on every insert, update and delete of an order, product or
-- customer: a checkout's stock take, its order and its payment each paid for a fresh plan. The three
-- tables that have counts now run static statements, which PL/pgSQL plans once per trigger and
-- keeps; any other table keeps the general form.
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_TABLE_NAME = 'orders' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'orders', r.b, count(*) FROM (SELECT n.status || '/' || n.payment_status AS b FROM new_rows n) r GROUP BY r.b;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'orders', r.b, -count(*) FROM (SELECT o.status || '/' || o.payment_status AS b FROM old_rows o) r GROUP BY r.b;
    ELSE
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'orders', r.b, sum(r.d) FROM (
        SELECT o.status || '/' || o.payment_status AS b, -1 AS d FROM old_rows o
        UNION ALL SELECT n.status || '/' || n.payment_status, 1 FROM new_rows n) r
      GROUP BY r.b HAVING sum(r.d) <> 0;
    END IF;
  ELSIF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'products', r.b, count(*) FROM (SELECT n.status || '/' || n.category AS b FROM new_rows n) r GROUP BY r.b;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'products', r.b, -count(*) FROM (SELECT o.status || '/' || o.category AS b FROM old_rows o) r GROUP BY r.b;
    ELSE
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'products', r.b, sum(r.d) FROM (
        SELECT o.status || '/' || o.category AS b, -1 AS d FROM old_rows o
        UNION ALL SELECT n.status || '/' || n.category, 1 FROM new_rows n) r
      GROUP BY r.b HAVING sum(r.d) <> 0;
    END IF;
  ELSIF TG_TABLE_NAME = 'customers' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'customers', r.b, count(*) FROM (SELECT n.status AS b FROM new_rows n) r GROUP BY r.b;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'customers', r.b, -count(*) FROM (SELECT o.status AS b FROM old_rows o) r GROUP BY r.b;
    ELSE
      INSERT INTO row_counts (table_name, bucket, delta)
      SELECT 'customers', r.b, sum(r.d) FROM (
        SELECT o.status AS b, -1 AS d FROM old_rows o
        UNION ALL SELECT n.status, 1 FROM new_rows n) r
      GROUP BY r.b HAVING sum(r.d) <> 0;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, count(*) from (select %s as b from new_rows) r group by b', TG_TABLE_NAME, TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, -count(*) from (select %s as b from old_rows) r group by b', TG_TABLE_NAME, TG_ARGV[0]);
  ELSE
    EXECUTE format('insert into row_counts (table_name, bucket, delta) select %L, b, sum(d) from (select %s as b, -1 as d from old_rows union all select %s, 1 from new_rows) r group by b having sum(d) <> 0', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The buyers (0008) asked order_buyer_change, a set-returning SQL function, for each order's
-- change from inside a query, where PostgreSQL cannot fold it in: it planned the function's body
-- again for every statement on orders, the checkout's insert and its payment's update included.
-- The same change is now written into the query (paid orders only, as that function said).
CREATE OR REPLACE FUNCTION keep_buyers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM buyer_sales_days;
    DELETE FROM buyers;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM apply_buyer_changes(ARRAY(
      SELECT ROW(1, n.email, n.paid_at, n.shipping_address->>'country', n.total)::buyer_change
      FROM new_rows n WHERE n.payment_status = 'paid' AND n.paid_at IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_buyer_changes(ARRAY(
      SELECT ROW(-1, o.email, o.paid_at, o.shipping_address->>'country', o.total)::buyer_change
      FROM old_rows o WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL));
  ELSE
    PERFORM apply_buyer_changes(ARRAY(
      SELECT ROW(x.sign, x.email, x.paid_at, x.country, x.total)::buyer_change
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (-1, o.email, o.paid_at, o.shipping_address->>'country', o.total, o.payment_status),
                           (1, n.email, n.paid_at, n.shipping_address->>'country', n.total, n.payment_status))
             AS x (sign, email, paid_at, country, total, payment_status)
      WHERE (o.payment_status, o.paid_at, o.total, o.email, o.shipping_address->>'country')
            IS DISTINCT FROM (n.payment_status, n.paid_at, n.total, n.email, n.shipping_address->>'country')
        AND x.payment_status = 'paid' AND x.paid_at IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
