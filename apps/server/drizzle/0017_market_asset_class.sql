-- Markets get an asset class, which chooses the hours a new market trades unless it is given its own:
-- digital assets around the clock, shares SPEC 4's 06:00 to 02:00 UTC, Monday to Saturday. Existing
-- markets of a digital asset the platform knows (BTC, ETH, USDC), or priced in one, are digital asset
-- markets; those of them still on SPEC 4's hours (every market was created with them unless an
-- administrator chose others) trade around the clock from now on. Hours an administrator chose stay.
ALTER TABLE "markets" ADD COLUMN "asset_class" text DEFAULT 'share' NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_asset_class_check" CHECK ("markets"."asset_class" in ('share', 'digital_asset'));--> statement-breakpoint
UPDATE "markets" SET "asset_class" = 'digital_asset' WHERE "base_asset" IN ('BTC', 'ETH', 'USDC') OR "quote_asset" IN ('BTC', 'ETH', 'USDC');--> statement-breakpoint
UPDATE "markets" SET "opens_at_minute" = 0, "closes_at_minute" = 0, "trading_days" = '{1,2,3,4,5,6,7}'::smallint[] WHERE "asset_class" = 'digital_asset' AND "opens_at_minute" = 360 AND "closes_at_minute" = 120 AND "trading_days" = '{2,3,4,5,6,7}'::smallint[];
