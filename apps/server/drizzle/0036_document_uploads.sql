CREATE TABLE "document_upload_chunks" (
	"upload_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "document_upload_chunks_upload_id_index_pk" PRIMARY KEY("upload_id","index"),
	CONSTRAINT "document_upload_chunks_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "document_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"replaces_document_id" uuid NOT NULL,
	"document_type_id" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"chunk_size" integer NOT NULL,
	"total_chunks" integer NOT NULL,
	"storage_key" text,
	"content_type" text,
	"extension" text,
	"sha256" text,
	"created_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_uploads_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "onboarding_documents" DROP CONSTRAINT "onboarding_documents_status_check";--> statement-breakpoint
ALTER TABLE "onboarding_reviews" DROP CONSTRAINT "onboarding_reviews_action_check";--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "document_upload_chunks" ADD CONSTRAINT "document_upload_chunks_upload_id_document_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."document_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_chunks" ADD CONSTRAINT "document_upload_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_replaces_document_id_onboarding_documents_id_fk" FOREIGN KEY ("replaces_document_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_uploads_user_idx" ON "document_uploads" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_uploads_touched_idx" ON "document_uploads" USING btree ("touched_at");--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_status_check" CHECK ("onboarding_documents"."status" in ('pending', 'approved', 'refused', 'reupload_requested', 'expired', 'superseded'));--> statement-breakpoint
ALTER TABLE "onboarding_reviews" ADD CONSTRAINT "onboarding_reviews_action_check" CHECK ("onboarding_reviews"."action" in ('approve', 'refuse', 'request_reupload', 'mark_expired'));