-- The demo bitcoin market (BTC-USD: quantities of 4 decimals, a lot of 0.01 BTC) takes quantities to
-- the satoshi, the base unit of bitcoin (8 decimals), so that a sell of a whole position closes it to
-- the last satoshi; its lot size stays 0.01 BTC for new orders. Each quantity of its orders and fills
-- is the same amount written at the new scale (times 10,000); prices, costs and fees do not change.
UPDATE "orders" SET "quantity_units" = "quantity_units" * 10000, "filled_quantity_units" = "filled_quantity_units" * 10000 WHERE "market_id" IN (SELECT "id" FROM "markets" WHERE "symbol" = 'BTC-USD' AND "base_asset" = 'BTC' AND "quantity_scale" = 4 AND "lot" = 100);--> statement-breakpoint
UPDATE "fills" SET "quantity_units" = "quantity_units" * 10000 WHERE "market_id" IN (SELECT "id" FROM "markets" WHERE "symbol" = 'BTC-USD' AND "base_asset" = 'BTC' AND "quantity_scale" = 4 AND "lot" = 100);--> statement-breakpoint
UPDATE "markets" SET "quantity_scale" = 8, "lot" = 1000000 WHERE "symbol" = 'BTC-USD' AND "base_asset" = 'BTC' AND "quantity_scale" = 4 AND "lot" = 100;
