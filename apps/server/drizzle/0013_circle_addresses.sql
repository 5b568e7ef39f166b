CREATE TABLE "circle_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"address_tag" text,
	"is_sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_addresses_user_chain_key" UNIQUE("tenant_id","user_id","chain"),
	CONSTRAINT "circle_addresses_address_key" UNIQUE("chain","address")
);
--> statement-breakpoint
ALTER TABLE "circle_addresses" ADD CONSTRAINT "circle_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_addresses" ADD CONSTRAINT "circle_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;