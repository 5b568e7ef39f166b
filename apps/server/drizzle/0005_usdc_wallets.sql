CREATE TABLE "compliance_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_notices_payment_key" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "gas_station_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"gas_threshold" text NOT NULL,
	"gas_cap" text NOT NULL,
	"max_gas_price" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdc_sweeps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text NOT NULL,
	"transfers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "usdc_sweeps_status_check" CHECK ("usdc_sweeps"."status" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "usdc_wallets" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"provider" text NOT NULL,
	"vault_account_id" text NOT NULL,
	"provider_asset_id" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usdc_wallets_pkey" PRIMARY KEY("tenant_id","user_id","chain"),
	CONSTRAINT "usdc_wallets_address_key" UNIQUE("provider","provider_asset_id","address")
);
--> statement-breakpoint
ALTER TABLE "compliance_notices" ADD CONSTRAINT "compliance_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_notices" ADD CONSTRAINT "compliance_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_notices" ADD CONSTRAINT "compliance_notices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_station_settings" ADD CONSTRAINT "gas_station_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_station_settings" ADD CONSTRAINT "gas_station_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdc_sweeps" ADD CONSTRAINT "usdc_sweeps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdc_sweeps" ADD CONSTRAINT "usdc_sweeps_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdc_wallets" ADD CONSTRAINT "usdc_wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usdc_wallets" ADD CONSTRAINT "usdc_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usdc_sweeps_tenant_idx" ON "usdc_sweeps" USING btree ("tenant_id","created_at");