CREATE TABLE "asset_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"source" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asset_news_title_check" CHECK (char_length("asset_news"."title") between 1 and 200),
	CONSTRAINT "asset_news_summary_check" CHECK (char_length("asset_news"."summary") between 1 and 2000),
	CONSTRAINT "asset_news_url_check" CHECK ("asset_news"."url" is null or "asset_news"."url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "market_bookmarks" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_bookmarks_pkey" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "fee_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"asset" text NOT NULL,
	"volume_units" bigint NOT NULL,
	"fee_units" bigint NOT NULL,
	"discount_pct" text NOT NULL,
	"rebate_units" bigint NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_discounts_user_period_key" UNIQUE("tenant_id","user_id","period","asset"),
	CONSTRAINT "fee_discounts_period_check" CHECK ("fee_discounts"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "fee_discounts_amounts_check" CHECK ("fee_discounts"."rebate_units" > 0 and "fee_discounts"."rebate_units" <= "fee_discounts"."fee_units" and "fee_discounts"."volume_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "asset_news" ADD CONSTRAINT "asset_news_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_news" ADD CONSTRAINT "asset_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_bookmarks" ADD CONSTRAINT "market_bookmarks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_bookmarks" ADD CONSTRAINT "market_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_bookmarks" ADD CONSTRAINT "market_bookmarks_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_discounts" ADD CONSTRAINT "fee_discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_discounts" ADD CONSTRAINT "fee_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_news_tenant_asset_published_idx" ON "asset_news" USING btree ("tenant_id","asset","published_at");--> statement-breakpoint
CREATE INDEX "asset_news_tenant_published_idx" ON "asset_news" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE INDEX "fills_market_created_idx" ON "fills" USING btree ("market_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_kind" = 'user' and "ledger_accounts"."owner_id" is not null and "ledger_accounts"."purpose" in ('available', 'held', 'merj', 'bosonic', 'digtl_ledger')
            and "ledger_accounts"."shard" = 0)
          or ("ledger_accounts"."owner_kind" = 'system' and "ledger_accounts"."owner_id" is null));