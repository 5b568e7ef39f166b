CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_first_name" text NOT NULL,
	"code_hash" text NOT NULL,
	"amount_units" bigint NOT NULL,
	"asset" text NOT NULL,
	"recipient_first_name" text NOT NULL,
	"recipient_last_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"status" text NOT NULL,
	"redeemed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_units" > 0),
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('active', 'redeemed', 'expired')),
	CONSTRAINT "gift_cards_redeemed_check" CHECK (("gift_cards"."status" = 'redeemed') = ("gift_cards"."redeemed_by" is not null)),
	CONSTRAINT "gift_cards_ended_check" CHECK (("gift_cards"."status" = 'active') = ("gift_cards"."ended_at" is null)),
	CONSTRAINT "gift_cards_expiry_check" CHECK ("gift_cards"."expires_at" > "gift_cards"."created_at")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_tenant_sender_idx" ON "gift_cards" USING btree ("tenant_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_tenant_redeemed_by_idx" ON "gift_cards" USING btree ("tenant_id","redeemed_by");--> statement-breakpoint
CREATE INDEX "gift_cards_active_expiry_idx" ON "gift_cards" USING btree ("expires_at") WHERE "gift_cards"."status" = 'active';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "gift_card_code";