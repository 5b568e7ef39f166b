ALTER TABLE "orders" ADD COLUMN "stop_price_units" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_triggered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_prices_check" CHECK (("orders"."order_type" = 1 and "orders"."price_units" is null and "orders"."stop_price_units" is null)
        or ("orders"."order_type" = 2 and "orders"."price_units" > 0 and "orders"."stop_price_units" is null)
        or ("orders"."order_type" in (3, 4) and "orders"."price_units" > 0 and "orders"."stop_price_units" > 0));