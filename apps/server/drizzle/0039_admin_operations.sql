CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"event_id" text,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"release" text,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_reason" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "halted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "halt_reason" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_tenant_received_idx" ON "error_reports" USING btree ("tenant_id","received_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locked_reason_check" CHECK (("users"."locked_at" is null) = ("users"."locked_reason" is null));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_halt_reason_check" CHECK (("markets"."halted_at" is null) = ("markets"."halt_reason" is null));