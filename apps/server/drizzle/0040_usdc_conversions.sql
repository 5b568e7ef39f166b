CREATE TABLE "usdc_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"amount_units" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider" text NOT NULL,
	"is_sandbox" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "usdc_conversions_request_key" UNIQUE("tenant_id","user_id","idempotency_key"),
	CONSTRAINT "usdc_conversions_assets_check" CHECK ("usdc_conversions"."from_asset" in ('USD', 'USDC') and "usdc_conversions"."to_asset" in ('USD', 'USDC') and "usdc_conversions"."from_asset" <> "usdc_conversions"."to_asset"),
	CONSTRAINT "usdc_conversions_status_check" CHECK ("usdc_conversions"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "usdc_conversions_amount_check" CHECK ("usdc_conversions"."amount_units" > 0)
);
--> statement-breakpoint
ALTER TABLE "usdc_conversions" ADD CONSTRAINT "usdc_conversions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdc_conversions" ADD CONSTRAINT "usdc_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usdc_conversions_user_idx" ON "usdc_conversions" USING btree ("tenant_id","user_id","created_at");