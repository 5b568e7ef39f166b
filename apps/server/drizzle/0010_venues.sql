CREATE TABLE "venue_executions" (
	"fill_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"venue" text NOT NULL,
	"reference" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "integration_service" text DEFAULT 'digtl_ledger' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "integration_service" = "markets"."integration_service" FROM "markets" WHERE "markets"."id" = "orders"."market_id";--> statement-breakpoint
ALTER TABLE "venue_executions" ADD CONSTRAINT "venue_executions_fill_id_fills_id_fk" FOREIGN KEY ("fill_id") REFERENCES "public"."fills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_executions" ADD CONSTRAINT "venue_executions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;