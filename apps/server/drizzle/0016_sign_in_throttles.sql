CREATE TABLE "sign_in_throttles" (
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_tenant_id_email_pk" PRIMARY KEY("tenant_id","email"),
	CONSTRAINT "sign_in_throttles_failures_check" CHECK ("sign_in_throttles"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" DROP CONSTRAINT "auth_one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "duplicate_registration_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD CONSTRAINT "sign_in_throttles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_idx" ON "sign_in_throttles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_purpose_check" CHECK ("auth_one_time_tokens"."purpose" in ('confirm-email', 'reset-password', 'unlock-sign-in'));