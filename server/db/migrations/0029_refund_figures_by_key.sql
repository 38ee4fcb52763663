-- A refund's figures (0016) look its order up by key, as the product sales days' trigger does since
-- 0028 (docs/decisions/0296-plans-that-outlive-an-empty-table.md). The function is inlined into the
-- refunds trigger's statements, where its `o.id = r.order_id AND o.payment_status = 'paid'` let a
-- plan made while orders was empty read every paid order through a partial index on each refund
-- after, on that connection, until an ANALYZE. The order is now read by its id alone in a subquery
-- the planner can neither merge nor filter (OFFSET 0); the payment is checked on the row found. The
-- rows are the same.
CREATE OR REPLACE FUNCTION refund_sales_figures(r refunds, sign integer)
RETURNS TABLE (day date, revenue bigint, refunds integer, refunded bigint)
LANGUAGE sql STABLE AS $$
  SELECT (r.settled_at AT TIME ZONE 'UTC')::date, 0::bigint, sign, sign * r.amount::bigint
  WHERE r.status = 'succeeded'
  UNION ALL
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date, -sign * r.amount::bigint, 0, 0::bigint
  FROM (SELECT k.payment_status, k.paid_at FROM orders k WHERE k.id = r.order_id OFFSET 0) o
  WHERE r.status = 'succeeded' AND o.payment_status = 'paid' AND o.paid_at IS NOT NULL
$$;
