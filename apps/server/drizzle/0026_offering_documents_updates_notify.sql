CREATE TABLE "offering_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offering_documents_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "offering_documents_kind_check" CHECK ("offering_documents"."kind" in ('offering_circular', 'form_c', 'subscription_agreement', 'other')),
	CONSTRAINT "offering_documents_size_check" CHECK ("offering_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "offering_notify_requests" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "offering_notify_requests_pkey" PRIMARY KEY("user_id","offering_id")
);
--> statement-breakpoint
CREATE TABLE "offering_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"posted_by" uuid NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "risk_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_notify_requests" ADD CONSTRAINT "offering_notify_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_notify_requests" ADD CONSTRAINT "offering_notify_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_notify_requests" ADD CONSTRAINT "offering_notify_requests_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_updates" ADD CONSTRAINT "offering_updates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_updates" ADD CONSTRAINT "offering_updates_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_updates" ADD CONSTRAINT "offering_updates_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_documents_offering_idx" ON "offering_documents" USING btree ("tenant_id","offering_id","created_at");--> statement-breakpoint
CREATE INDEX "offering_notify_requests_pending_idx" ON "offering_notify_requests" USING btree ("tenant_id","offering_id") WHERE "offering_notify_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "offering_updates_offering_idx" ON "offering_updates" USING btree ("tenant_id","offering_id","posted_at");