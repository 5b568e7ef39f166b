ALTER TABLE "offering_subscriptions" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "subscription_forms" ADD COLUMN "signature" text;