-- Numbered posting slots: a transaction states how many postings it has (line_count) and each
-- posting takes one slot (line_no, unique per transaction, between 1 and the line_count the foreign
-- key ties to the transaction's). The transaction's deferred trigger checks at COMMIT that every
-- slot is taken and that the postings sum to zero per asset; with every slot taken, no posting can
-- be added to a transaction of the past, so the per-posting trigger that checked that is dropped
-- (one balance check per transaction instead of one per transaction and one per posting).
-- Existing rows are numbered first: the append-only triggers are paused for this step alone.
ALTER TABLE "ledger_transactions" ADD COLUMN "line_count" integer;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "line_no" integer;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "line_count" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" DISABLE TRIGGER "ledger_transactions_append_only";--> statement-breakpoint
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
UPDATE "ledger_postings" p SET "line_no" = n.line_no, "line_count" = n.line_count
  FROM (SELECT id, row_number() OVER (PARTITION BY transaction_id ORDER BY id) AS line_no,
          count(*) OVER (PARTITION BY transaction_id) AS line_count
        FROM "ledger_postings") n
  WHERE n.id = p.id;--> statement-breakpoint
UPDATE "ledger_transactions" t SET "line_count" = c.line_count
  FROM (SELECT transaction_id, count(*) AS line_count FROM "ledger_postings" GROUP BY transaction_id) c
  WHERE c.transaction_id = t.id;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ENABLE TRIGGER "ledger_transactions_append_only";--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "line_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "line_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "line_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_transaction_fk";--> statement-breakpoint
DROP INDEX "ledger_postings_transaction_idx";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_line_count_key" UNIQUE("tenant_id","id","line_count");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_fk" FOREIGN KEY ("tenant_id","transaction_id","line_count") REFERENCES "public"."ledger_transactions"("tenant_id","id","line_count") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_line_key" ON "ledger_postings" USING btree ("transaction_id","line_no");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_line_check" CHECK ("ledger_postings"."line_no" between 1 and "ledger_postings"."line_count");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_line_count_check" CHECK ("ledger_transactions"."line_count" > 0);--> statement-breakpoint
DROP TRIGGER "ledger_postings_balanced" ON "ledger_postings";--> statement-breakpoint
DROP FUNCTION ledger_postings_balanced();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transactions_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines bigint;
  off_asset text;
  off_total numeric;
BEGIN
  -- One query on the common path: how many postings, and the first asset whose postings are off.
  SELECT coalesce(sum(s.lines), 0), (array_agg(s.asset) FILTER (WHERE s.total <> 0))[1],
         (array_agg(s.total) FILTER (WHERE s.total <> 0))[1]
    INTO lines, off_asset, off_total
    FROM (SELECT asset, count(*) AS lines, sum(amount_units) AS total FROM ledger_postings
          WHERE transaction_id = NEW.id GROUP BY asset) s;
  IF lines = 0 THEN
    RAISE EXCEPTION 'ledger transaction % has no postings', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  IF lines <> NEW.line_count THEN
    RAISE EXCEPTION 'ledger transaction % has % postings, not the % it states', NEW.id, lines, NEW.line_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  IF off_asset IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its % postings sum to %', NEW.id, off_asset, off_total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP FUNCTION ledger_assert_balanced(uuid);
