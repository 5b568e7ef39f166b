CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"price_scale" smallint NOT NULL,
	"quantity_scale" smallint NOT NULL,
	"tick" bigint NOT NULL,
	"lot" bigint NOT NULL,
	"fee_pct" text NOT NULL,
	"price_band_bps" integer DEFAULT 500 NOT NULL,
	"opens_at_minute" smallint DEFAULT 360 NOT NULL,
	"closes_at_minute" smallint DEFAULT 120 NOT NULL,
	"trading_days" smallint[] DEFAULT '{2,3,4,5,6,7}'::smallint[] NOT NULL,
	"only_for_accredited" boolean DEFAULT false NOT NULL,
	"has_country_restriction" boolean DEFAULT false NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"integration_service" text DEFAULT 'digtl_ledger' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_tenant_symbol_unique" UNIQUE("tenant_id","symbol"),
	CONSTRAINT "markets_scales_check" CHECK ("markets"."price_scale" between 0 and 18 and "markets"."quantity_scale" between 0 and 18),
	CONSTRAINT "markets_tick_lot_check" CHECK ("markets"."tick" > 0 and "markets"."lot" > 0),
	CONSTRAINT "markets_fee_check" CHECK ("markets"."fee_pct" ~ '^[0-9]{1,2}(\.[0-9]{1,4})?$'),
	CONSTRAINT "markets_hours_check" CHECK ("markets"."opens_at_minute" between 0 and 1439 and "markets"."closes_at_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"maker_order_id" uuid NOT NULL,
	"taker_order_id" uuid NOT NULL,
	"price_units" bigint NOT NULL,
	"quantity_units" bigint NOT NULL,
	"cost_units" bigint NOT NULL,
	"maker_fee_units" bigint NOT NULL,
	"taker_fee_units" bigint NOT NULL,
	"maker_status" text NOT NULL,
	"taker_status" text NOT NULL,
	"sequence" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"time_in_force" smallint NOT NULL,
	"price_units" bigint,
	"quantity_units" bigint NOT NULL,
	"filled_quantity_units" bigint DEFAULT 0 NOT NULL,
	"filled_cost_units" bigint DEFAULT 0 NOT NULL,
	"fee_units" bigint DEFAULT 0 NOT NULL,
	"fee_pct" text NOT NULL,
	"status" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"sequence" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_side_check" CHECK ("orders"."side" in (1, 2)),
	CONSTRAINT "orders_quantities_check" CHECK ("orders"."quantity_units" > 0 and "orders"."filled_quantity_units" between 0 and "orders"."quantity_units"),
	CONSTRAINT "orders_costs_check" CHECK ("orders"."filled_cost_units" >= 0 and "orders"."fee_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_maker_order_id_orders_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_taker_order_id_orders_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fills_maker_idx" ON "fills" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "fills_taker_idx" ON "fills" USING btree ("taker_order_id");--> statement-breakpoint
CREATE INDEX "fills_market_sequence_idx" ON "fills" USING btree ("market_id","sequence");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("market_id","sequence") WHERE "orders"."status" in ('0', 'A', '1');