-- The ledger's rules that no constraint can say, held by triggers (the drizzle-kit custom migration
-- `ledger_rules` is a copy of this file; ledger-rules.test.ts fails when they differ). Each
-- statement ends with a breakpoint: PGlite runs one statement at a time.
--
-- 1. The postings of a transaction sum to zero per asset, and a transaction has postings: checked
--    at COMMIT (deferred constraint triggers), so the rows of one transaction may arrive in any order.
-- 2. Transactions and postings are append-only: UPDATE, DELETE and TRUNCATE are refused. A mistake
--    is undone by a reversal, never by editing history.

CREATE FUNCTION ledger_assert_balanced(checked_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  assets int;
  off_asset text;
  off_total numeric;
BEGIN
  -- One query on the common path: how many assets the postings touch, and the first that is off.
  SELECT count(*), (array_agg(s.asset) FILTER (WHERE s.total <> 0))[1],
         (array_agg(s.total) FILTER (WHERE s.total <> 0))[1]
    INTO assets, off_asset, off_total
    FROM (SELECT asset, sum(amount_units) AS total FROM ledger_postings
          WHERE transaction_id = checked_id GROUP BY asset) s;
  IF assets = 0 THEN
    RAISE EXCEPTION 'ledger transaction % has no postings', checked_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  IF off_asset IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its % postings sum to %', checked_id, off_asset, off_total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_transactions_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transactions_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_postings_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation', HINT = 'Reverse the transaction instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
