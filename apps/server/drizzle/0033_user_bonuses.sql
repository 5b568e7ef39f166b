CREATE TABLE "user_bonus_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_units" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_bonus_earnings_amount_check" CHECK ("user_bonus_earnings"."amount_units" > 0),
	CONSTRAINT "user_bonus_earnings_source_check" CHECK ("user_bonus_earnings"."source" in ('referral_reward', 'referral_welcome_reward'))
);
--> statement-breakpoint
CREATE TABLE "user_bonus_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_units" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" uuid NOT NULL,
	"previous_bonus_date" timestamp with time zone,
	CONSTRAINT "user_bonus_payments_amount_check" CHECK ("user_bonus_payments"."amount_units" > 0),
	CONSTRAINT "user_bonus_payments_order_check" CHECK ("user_bonus_payments"."previous_bonus_date" is null or "user_bonus_payments"."previous_bonus_date" < "user_bonus_payments"."paid_at")
);
--> statement-breakpoint
ALTER TABLE "user_bonus_earnings" ADD CONSTRAINT "user_bonus_earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonus_earnings" ADD CONSTRAINT "user_bonus_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonus_payments" ADD CONSTRAINT "user_bonus_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonus_payments" ADD CONSTRAINT "user_bonus_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonus_payments" ADD CONSTRAINT "user_bonus_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonus_earnings_tenant_source_key_idx" ON "user_bonus_earnings" USING btree ("tenant_id","source_key");--> statement-breakpoint
CREATE INDEX "user_bonus_earnings_tenant_user_idx" ON "user_bonus_earnings" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonus_payments_user_paid_at_idx" ON "user_bonus_payments" USING btree ("tenant_id","user_id","paid_at");