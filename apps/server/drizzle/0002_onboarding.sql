CREATE TABLE "kyc_callback_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_checks_reference_unique" UNIQUE("reference"),
	CONSTRAINT "kyc_checks_status_check" CHECK ("kyc_checks"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_approvals" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_approvals_user_id_pk" PRIMARY KEY("user_id"),
	CONSTRAINT "onboarding_approvals_status_check" CHECK ("onboarding_approvals"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_deeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_deeds_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type_id" integer NOT NULL,
	"collection" text NOT NULL,
	"step" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_documents_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "onboarding_documents_status_check" CHECK ("onboarding_documents"."status" in ('pending', 'approved', 'refused', 'reupload_requested'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"document_id" uuid,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_reviews_action_check" CHECK ("onboarding_reviews"."action" in ('approve', 'refuse', 'request_reupload'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_step_data" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_step_data_user_step_key" UNIQUE("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_deeds" ADD CONSTRAINT "onboarding_deeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_deeds" ADD CONSTRAINT "onboarding_deeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reviews" ADD CONSTRAINT "onboarding_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reviews" ADD CONSTRAINT "onboarding_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reviews" ADD CONSTRAINT "onboarding_reviews_document_id_onboarding_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_data" ADD CONSTRAINT "onboarding_step_data_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_data" ADD CONSTRAINT "onboarding_step_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_user_idx" ON "kyc_checks" USING btree ("tenant_id","user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "onboarding_approvals_tenant_idx" ON "onboarding_approvals" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "onboarding_deeds_user_idx" ON "onboarding_deeds" USING btree ("tenant_id","user_id","signed_at");--> statement-breakpoint
CREATE INDEX "onboarding_documents_user_idx" ON "onboarding_documents" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_reviews_user_idx" ON "onboarding_reviews" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "onboarding_step_data_tenant_user_idx" ON "onboarding_step_data" USING btree ("tenant_id","user_id");