ALTER TABLE "bank_details" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "bank_account" jsonb;