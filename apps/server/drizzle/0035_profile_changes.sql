CREATE TABLE "profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kyc_check_id" uuid,
	"decision_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "profile_changes_kind_check" CHECK ("profile_changes"."kind" in ('basic', 'contact')),
	CONSTRAINT "profile_changes_status_check" CHECK ("profile_changes"."status" in ('pending', 'applied', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_kyc_check_id_kyc_checks_id_fk" FOREIGN KEY ("kyc_check_id") REFERENCES "public"."kyc_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_changes_user_idx" ON "profile_changes" USING btree ("tenant_id","user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_changes_one_pending_key" ON "profile_changes" USING btree ("user_id") WHERE "profile_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "profile_changes_kyc_check_key" ON "profile_changes" USING btree ("kyc_check_id");