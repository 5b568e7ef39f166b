ALTER TABLE "offering_subscriptions" DROP CONSTRAINT "offering_subscriptions_status_check";--> statement-breakpoint
DROP INDEX "offering_subscriptions_one_active_idx";--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "allocation_method" text DEFAULT 'pro_rata' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "allocation_seed" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD COLUMN "max_price_units" bigint;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD COLUMN "allocated_quantity" bigint;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD COLUMN "refunded_units" bigint;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD COLUMN "reconfirm_by" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "offering_subscriptions_one_live_idx" ON "offering_subscriptions" USING btree ("offering_id","user_id") WHERE "offering_subscriptions"."status" in ('active', 'needs_reconfirmation');--> statement-breakpoint
CREATE INDEX "offering_subscriptions_reconfirm_idx" ON "offering_subscriptions" USING btree ("reconfirm_by") WHERE "offering_subscriptions"."status" = 'needs_reconfirmation';--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_allocation_method_check" CHECK ("offerings"."allocation_method" in ('pro_rata', 'random'));--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD CONSTRAINT "offering_subscriptions_allocation_check" CHECK (("offering_subscriptions"."allocated_quantity" is null or "offering_subscriptions"."allocated_quantity" between 0 and "offering_subscriptions"."share_quantity") and ("offering_subscriptions"."refunded_units" is null or "offering_subscriptions"."refunded_units" between 0 and "offering_subscriptions"."amount_units"));--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD CONSTRAINT "offering_subscriptions_status_check" CHECK ("offering_subscriptions"."status" in ('active', 'needs_reconfirmation', 'cancelled', 'priced_out', 'lapsed', 'released', 'settled'));