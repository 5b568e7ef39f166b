CREATE TABLE "offering_favorites" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offering_favorites_pkey" PRIMARY KEY("user_id","offering_id")
);
--> statement-breakpoint
CREATE TABLE "offering_state_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer_name" text NOT NULL,
	"summary" text NOT NULL,
	"asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"workflow" text NOT NULL,
	"security_type" text NOT NULL,
	"price_units" bigint,
	"price_low_units" bigint,
	"price_high_units" bigint,
	"min_investment_units" bigint NOT NULL,
	"max_investment_units" bigint,
	"target_raise_units" bigint NOT NULL,
	"max_raise_units" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"accredited_only" boolean NOT NULL,
	"state" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offerings_tenant_asset_key" UNIQUE("tenant_id","asset"),
	CONSTRAINT "offerings_state_check" CHECK ("offerings"."state" in ('draft', 'upcoming', 'open', 'priced', 'closing', 'funded', 'listed', 'cancelled', 'failed')),
	CONSTRAINT "offerings_workflow_check" CHECK ("offerings"."workflow" in ('ipo', 'listx', 'reg_cf')),
	CONSTRAINT "offerings_price_check" CHECK (("offerings"."price_units" is not null and "offerings"."price_units" > 0) or ("offerings"."workflow" = 'ipo' and "offerings"."price_low_units" > 0 and "offerings"."price_high_units" > "offerings"."price_low_units")),
	CONSTRAINT "offerings_range_check" CHECK (("offerings"."price_low_units" is null) = ("offerings"."price_high_units" is null)),
	CONSTRAINT "offerings_investment_check" CHECK ("offerings"."min_investment_units" > 0 and ("offerings"."max_investment_units" is null or "offerings"."max_investment_units" >= "offerings"."min_investment_units")),
	CONSTRAINT "offerings_raise_check" CHECK ("offerings"."target_raise_units" > 0 and "offerings"."max_raise_units" >= "offerings"."target_raise_units"),
	CONSTRAINT "offerings_dates_check" CHECK ("offerings"."closes_at" > "offerings"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "offering_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share_quantity" bigint NOT NULL,
	"price_units" bigint NOT NULL,
	"amount_units" bigint NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offering_subscriptions_status_check" CHECK ("offering_subscriptions"."status" in ('active', 'cancelled', 'released', 'settled')),
	CONSTRAINT "offering_subscriptions_amount_check" CHECK ("offering_subscriptions"."share_quantity" > 0 and "offering_subscriptions"."price_units" > 0 and "offering_subscriptions"."amount_units" = "offering_subscriptions"."share_quantity" * "offering_subscriptions"."price_units")
);
--> statement-breakpoint
CREATE TABLE "subscription_forms" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"share_quantity" bigint,
	"price_units" bigint,
	"tax_number" text,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_forms_pkey" PRIMARY KEY("user_id","offering_id")
);
--> statement-breakpoint
ALTER TABLE "offering_favorites" ADD CONSTRAINT "offering_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_favorites" ADD CONSTRAINT "offering_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_favorites" ADD CONSTRAINT "offering_favorites_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_state_changes" ADD CONSTRAINT "offering_state_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_state_changes" ADD CONSTRAINT "offering_state_changes_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_state_changes" ADD CONSTRAINT "offering_state_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD CONSTRAINT "offering_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD CONSTRAINT "offering_subscriptions_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_subscriptions" ADD CONSTRAINT "offering_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_forms" ADD CONSTRAINT "subscription_forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_forms" ADD CONSTRAINT "subscription_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_forms" ADD CONSTRAINT "subscription_forms_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_state_changes_offering_idx" ON "offering_state_changes" USING btree ("offering_id","at");--> statement-breakpoint
CREATE INDEX "offerings_tenant_state_idx" ON "offerings" USING btree ("tenant_id","state","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_subscriptions_one_active_idx" ON "offering_subscriptions" USING btree ("offering_id","user_id") WHERE "offering_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "offering_subscriptions_user_idx" ON "offering_subscriptions" USING btree ("tenant_id","user_id","created_at");