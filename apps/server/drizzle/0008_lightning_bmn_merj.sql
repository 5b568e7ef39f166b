CREATE TABLE "bmn_amp_accounts" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amp_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bmn_amp_accounts_pkey" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "bmn_amp_accounts_amp_id_check" CHECK ("bmn_amp_accounts"."amp_id" ~ '^GA[1-9A-HJ-NP-Za-km-z]{20,40}$')
);
--> statement-breakpoint
CREATE TABLE "card_pay_interests" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_units" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_pay_interests_pkey" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "card_pay_interests_currency_check" CHECK ("card_pay_interests"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "card_pay_interests_amount_check" CHECK ("card_pay_interests"."amount_units" is null or "card_pay_interests"."amount_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "eth_scan_cursors" (
	"chain_id" integer NOT NULL,
	"token_contract" text NOT NULL,
	"deposit_address" text NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eth_scan_cursors_pkey" PRIMARY KEY("chain_id","token_contract","deposit_address")
);
--> statement-breakpoint
CREATE TABLE "eth_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"token_contract" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"outcome" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"payment_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eth_transfers_pkey" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "eth_transfers_outcome_check" CHECK ("eth_transfers"."outcome" in ('credited', 'unattributed', 'uncreditable'))
);
--> statement-breakpoint
CREATE TABLE "linked_wallets" (
	"address" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "bmn_amp_accounts" ADD CONSTRAINT "bmn_amp_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bmn_amp_accounts" ADD CONSTRAINT "bmn_amp_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pay_interests" ADD CONSTRAINT "card_pay_interests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pay_interests" ADD CONSTRAINT "card_pay_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eth_transfers" ADD CONSTRAINT "eth_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eth_transfers" ADD CONSTRAINT "eth_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eth_transfers" ADD CONSTRAINT "eth_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_wallets" ADD CONSTRAINT "linked_wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_wallets" ADD CONSTRAINT "linked_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eth_transfers_from_idx" ON "eth_transfers" USING btree ("from_address");--> statement-breakpoint
CREATE INDEX "linked_wallets_user_idx" ON "linked_wallets" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_kind" = 'user' and "ledger_accounts"."owner_id" is not null and "ledger_accounts"."purpose" in ('available', 'held', 'merj')
            and "ledger_accounts"."shard" = 0)
          or ("ledger_accounts"."owner_kind" = 'system' and "ledger_accounts"."owner_id" is null));