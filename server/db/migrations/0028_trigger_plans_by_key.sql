-- The product sales days' trigger (0019) looks its lines' orders up by key, whatever the planner
-- knows of orders (docs/decisions/0296-plans-that-outlive-an-empty-table.md). It joined its
-- transition table to orders on o.id with o.payment_status = 'paid' beside it; PL/pgSQL keeps a
-- trigger statement's plan for as long as the connection lives, and a plan made while orders was
-- empty (a new shop's first checkout) read every paid order through one of the partial indexes on
-- payment_status = 'paid', on every checkout after, until an ANALYZE of orders: 3.4 ms at 30,000
-- paid orders on PostgreSQL, 27-41 ms on the embedded engine, which never analyzed. Each order is
-- now read in a subquery of its own, by its id alone (OFFSET 0 keeps it apart: the planner neither
-- merges it into the join nor pushes the payment condition into it), so the only plans there are
-- a lookup by the primary key or, on a table it believes tiny, a scan of it; the payment is
-- checked on the row found.
CREATE OR REPLACE FUNCTION keep_product_sales_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_sales_days;
  ELSIF TG_OP = 'INSERT' THEN
    -- Every checkout comes here (its lines, order still unpaid: no row).
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(l.quantity), sum(l.line_total)
    FROM new_rows l
    CROSS JOIN LATERAL (SELECT k.payment_status, k.paid_at FROM orders k WHERE k.id = l.order_id OFFSET 0) o
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, -sum(l.quantity), -sum(l.line_total)
    FROM old_rows l
    CROSS JOIN LATERAL (SELECT k.payment_status, k.paid_at FROM orders k WHERE k.id = l.order_id OFFSET 0) o
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(l.quantity) <> 0 OR sum(l.line_total) <> 0;
  ELSE
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
           sum(l.sign * l.quantity), sum(l.sign * l.line_total)
    FROM (SELECT -1 AS sign, order_id, product_id, name, quantity, line_total FROM old_rows
          UNION ALL SELECT 1, order_id, product_id, name, quantity, line_total FROM new_rows) l
    CROSS JOIN LATERAL (SELECT k.payment_status, k.paid_at FROM orders k WHERE k.id = l.order_id OFFSET 0) o
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.line_total) <> 0;
  END IF;
  RETURN NULL;
END $$;
