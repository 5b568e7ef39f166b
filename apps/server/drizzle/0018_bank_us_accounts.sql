ALTER TABLE "bank_details" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_account_type_check" CHECK ("bank_details"."account_type" in ('checking', 'savings'));--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_us_account_check" CHECK (("bank_details"."routing_number" is null) = ("bank_details"."account_type" is null));