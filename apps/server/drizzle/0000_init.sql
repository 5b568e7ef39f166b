CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_in_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_code_attempts" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refreshable_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	CONSTRAINT "auth_tokens_scope_check" CHECK ("auth_tokens"."scope" in ('full', 'two-factor'))
);
--> statement-breakpoint
CREATE TABLE "auth_one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_one_time_tokens_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "auth_one_time_tokens_purpose_check" CHECK ("auth_one_time_tokens"."purpose" in ('confirm-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	CONSTRAINT "terms_acceptances_user_policy_version_key" UNIQUE("user_id","policy_id","version")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"user_type" text NOT NULL,
	"country_id" integer,
	"roles" text[] DEFAULT '{investor}'::text[] NOT NULL,
	"investor_id" text,
	"email_verified_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"totp_pending_secret" text,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"referral_code" text,
	"gift_card_code" text,
	"registration_completed" boolean DEFAULT false NOT NULL,
	"last_step" text,
	"registration_steps_completed_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signup_reward_units" bigint,
	"signup_reward_granted_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_email_key" UNIQUE("tenant_id","email"),
	CONSTRAINT "users_tenant_investor_key" UNIQUE("tenant_id","investor_id"),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('Individual', 'Entity')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid,
	"asset" text NOT NULL,
	"purpose" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"allows_negative" boolean DEFAULT false NOT NULL,
	"balance_units" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_key" UNIQUE NULLS NOT DISTINCT("tenant_id","owner_kind","owner_id","asset","purpose","shard"),
	CONSTRAINT "ledger_accounts_tenant_id_asset_key" UNIQUE("tenant_id","id","asset"),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allows_negative" or "ledger_accounts"."balance_units" >= 0),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_kind" = 'user' and "ledger_accounts"."owner_id" is not null and "ledger_accounts"."purpose" in ('available', 'held')
            and "ledger_accounts"."shard" = 0)
          or ("ledger_accounts"."owner_kind" = 'system' and "ledger_accounts"."owner_id" is null)),
	CONSTRAINT "ledger_accounts_negative_check" CHECK (not "ledger_accounts"."allows_negative" or "ledger_accounts"."purpose" like 'external:%'),
	CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_assets" (
	"code" text PRIMARY KEY NOT NULL,
	"scale" smallint NOT NULL,
	CONSTRAINT "ledger_assets_scale_check" CHECK ("ledger_assets"."scale" between 0 and 18),
	CONSTRAINT "ledger_assets_code_check" CHECK ("ledger_assets"."code" ~ '^[A-Z0-9][A-Z0-9._-]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"available_account_id" uuid NOT NULL,
	"held_account_id" uuid NOT NULL,
	"amount_units" bigint NOT NULL,
	"remaining_units" bigint NOT NULL,
	"hold_transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_holds_transaction_key" UNIQUE("hold_transaction_id"),
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount_units" > 0 and "ledger_holds"."remaining_units" >= 0 and "ledger_holds"."remaining_units" <= "ledger_holds"."amount_units")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount_units" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount_units" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"reverses_transaction_id" uuid,
	"hold_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
	CONSTRAINT "ledger_transactions_idempotency_check" CHECK (("ledger_transactions"."idempotency_key" is null) = ("ledger_transactions"."request_hash" is null)
          and ("ledger_transactions"."idempotency_key" is null or length("ledger_transactions"."idempotency_key") between 1 and 255))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_province_name_key" UNIQUE("province_id","name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"flag" text NOT NULL,
	"phone_mask" text NOT NULL,
	"provinces_seeded_at" timestamp with time zone,
	CONSTRAINT "countries_countryCode_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"user_types" text[] NOT NULL,
	"steps" text[] NOT NULL,
	CONSTRAINT "document_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "entity_types" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "entity_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "entity_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "funding_sources" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "funding_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "funding_sources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "professions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "professions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cities_seeded_at" timestamp with time zone,
	CONSTRAINT "provinces_country_code_key" UNIQUE("country_id","code")
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"company_name" text NOT NULL,
	"terms_url" text,
	"terms_policy_id" integer DEFAULT 1 NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"theme_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"configs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wording" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registration_steps" jsonb,
	"ipo_restriction" jsonb,
	"payment_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_accounts_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "trading_accounts_accountNumber_unique" UNIQUE("account_number"),
	CONSTRAINT "trading_accounts_number_check" CHECK ("trading_accounts"."account_number" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"published_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD CONSTRAINT "sign_in_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD CONSTRAINT "sign_in_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_asset_ledger_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."ledger_assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_transaction_fk" FOREIGN KEY ("tenant_id","hold_transaction_id") REFERENCES "public"."ledger_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_available_account_fk" FOREIGN KEY ("tenant_id","available_account_id","asset") REFERENCES "public"."ledger_accounts"("tenant_id","id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_held_account_fk" FOREIGN KEY ("tenant_id","held_account_id","asset") REFERENCES "public"."ledger_accounts"("tenant_id","id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_fk" FOREIGN KEY ("tenant_id","transaction_id") REFERENCES "public"."ledger_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_fk" FOREIGN KEY ("tenant_id","account_id","asset") REFERENCES "public"."ledger_accounts"("tenant_id","id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_fk" FOREIGN KEY ("tenant_id","reverses_transaction_id") REFERENCES "public"."ledger_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_tenant_user_idx" ON "auth_sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_session_idx" ON "auth_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "auth_one_time_tokens_user_idx" ON "auth_one_time_tokens" USING btree ("tenant_id","user_id","purpose");--> statement-breakpoint
CREATE INDEX "sign_in_events_user_idx" ON "sign_in_events" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "signatures_user_idx" ON "signatures" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_holds_user_idx" ON "ledger_holds" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("tenant_id","idempotency_key") WHERE "ledger_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_key" ON "ledger_transactions" USING btree ("reverses_transaction_id") WHERE "ledger_transactions"."reverses_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_hold_idx" ON "ledger_transactions" USING btree ("hold_id") WHERE "ledger_transactions"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant_idx" ON "tenant_hosts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_one_default_idx" ON "tenants" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("id") WHERE published_at is null and failed_at is null;