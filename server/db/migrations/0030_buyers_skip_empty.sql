-- The buyers' trigger (0008, 0018) called apply_buyer_changes on every statement on orders, with
-- an empty array when no paid order was among its rows: every checkout's insert (the order is not
-- paid yet) and every status move paid for a function call and the DISTINCT over the array that
-- apply_buyer_changes computed before it looked at the array's size. The trigger now builds the
-- array, and calls the function only when something is in it; the function looks at the size
-- first. The rows written are the same (docs/decisions/0298-trigger-calls-with-nothing-to-do.md).
CREATE OR REPLACE FUNCTION apply_buyer_changes(changes buyer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lost text[];
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  lost := ARRAY(SELECT DISTINCT c.email FROM unnest(changes) c WHERE c.sign < 0);
  IF cardinality(lost) > 0 THEN
    PERFORM 1 FROM buyers b WHERE b.email IN (SELECT c.email FROM unnest(changes) c) ORDER BY b.email FOR UPDATE;
  END IF;
  INSERT INTO buyers AS b (email, first_paid_at)
  SELECT c.email, min(c.paid_at) FROM unnest(changes) c WHERE c.sign > 0 GROUP BY c.email ORDER BY c.email
  ON CONFLICT (email) DO UPDATE SET first_paid_at = excluded.first_paid_at
  WHERE b.first_paid_at > excluded.first_paid_at;
  INSERT INTO buyer_sales_days AS d (day, buyer_id, country, orders, revenue)
  SELECT (c.paid_at AT TIME ZONE 'UTC')::date, b.id, c.country, sum(c.sign), sum(c.sign * c.total)
  FROM unnest(changes) c JOIN buyers b ON b.email = c.email
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT buyer_sales_days_key DO UPDATE SET orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue;
  IF cardinality(lost) > 0 THEN
    DELETE FROM buyer_sales_days d
    USING (SELECT DISTINCT (c.paid_at AT TIME ZONE 'UTC')::date AS day, b.id, c.country FROM unnest(changes) c JOIN buyers b ON b.email = c.email WHERE c.sign < 0) k
    WHERE d.day = k.day AND d.buyer_id = k.id AND d.country IS NOT DISTINCT FROM k.country AND d.orders = 0 AND d.revenue = 0;
    DELETE FROM buyers b
    WHERE b.email = ANY (lost) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_status = 'paid' AND o.email = b.email AND o.paid_at IS NOT NULL);
    UPDATE buyers b SET first_paid_at = (SELECT min(o.paid_at) FROM orders o WHERE o.payment_status = 'paid' AND o.email = b.email)
    WHERE b.email = ANY (lost);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_buyers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes buyer_change[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM buyer_sales_days;
    DELETE FROM buyers;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    changes := ARRAY(
      SELECT ROW(1, n.email, n.paid_at, n.shipping_address->>'country', n.total)::buyer_change
      FROM new_rows n WHERE n.payment_status = 'paid' AND n.paid_at IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changes := ARRAY(
      SELECT ROW(-1, o.email, o.paid_at, o.shipping_address->>'country', o.total)::buyer_change
      FROM old_rows o WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL);
  ELSE
    changes := ARRAY(
      SELECT ROW(x.sign, x.email, x.paid_at, x.country, x.total)::buyer_change
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (-1, o.email, o.paid_at, o.shipping_address->>'country', o.total, o.payment_status),
                           (1, n.email, n.paid_at, n.shipping_address->>'country', n.total, n.payment_status))
             AS x (sign, email, paid_at, country, total, payment_status)
      WHERE (o.payment_status, o.paid_at, o.total, o.email, o.shipping_address->>'country')
            IS DISTINCT FROM (n.payment_status, n.paid_at, n.total, n.email, n.shipping_address->>'country')
        AND x.payment_status = 'paid' AND x.paid_at IS NOT NULL);
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM apply_buyer_changes(changes);
  END IF;
  RETURN NULL;
END $$;
