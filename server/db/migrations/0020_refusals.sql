-- A refusal raised from inside a statement (docs/decisions/0246). A transaction whose COMMIT travels
-- with its last statement (server/db/carried-commit.ts) cannot look at that statement's answer and
-- then roll back: once the statement answers, it has committed. So the statement refuses itself:
-- `CASE WHEN <the writes may stand> THEN true ELSE shop_refuse('<reason>') END` in its final SELECT
-- aborts the statement, every write of its WITH queries with it, and the COMMIT after it never runs.
-- SQLSTATE VR001 is the shop's own (no PostgreSQL class begins with VR), so a refusal is never taken
-- for a real error, nor a real error for a refusal; the reason is the message (server/db/refusal.ts).
CREATE FUNCTION shop_refuse(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'VR001', MESSAGE = reason;
END
$$;
