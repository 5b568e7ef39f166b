CREATE TABLE "bank_details" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_currency" text NOT NULL,
	"branch_code" text,
	"swift_code" text,
	"iban" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"country_id" integer NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"suburb" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_details_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bank_references" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_references_pkey" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "bank_references_reference_key" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "funding_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funding_webhook_events_pkey" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"asset" text NOT NULL,
	"amount_units" bigint NOT NULL,
	"fee_units" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"hold_id" uuid,
	"ledger_transaction_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_request_key" UNIQUE("tenant_id","user_id","idempotency_key"),
	CONSTRAINT "payments_provider_reference_key" UNIQUE("provider","provider_reference"),
	CONSTRAINT "payments_direction_check" CHECK ("payments"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'confirmed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_units" > 0 and "payments"."fee_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_references" ADD CONSTRAINT "bank_references_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_references" ADD CONSTRAINT "bank_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("tenant_id","user_id","created_at");