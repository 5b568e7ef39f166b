CREATE TABLE "ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option" text NOT NULL,
	"weight_units" bigint NOT NULL,
	"revision" integer NOT NULL,
	"hash" text NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ballots_proposal_user_key" UNIQUE("proposal_id","user_id"),
	CONSTRAINT "ballots_revision_check" CHECK ("ballots"."revision" >= 1),
	CONSTRAINT "ballots_weight_check" CHECK ("ballots"."weight_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_holders" (
	"tenant_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weight_units" bigint NOT NULL,
	CONSTRAINT "proposal_holders_pkey" PRIMARY KEY("proposal_id","user_id"),
	CONSTRAINT "proposal_holders_weight_key" UNIQUE("proposal_id","user_id","weight_units"),
	CONSTRAINT "proposal_holders_weight_check" CHECK ("proposal_holders"."weight_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"record_date" timestamp with time zone NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"quorum_bps" integer NOT NULL,
	"outstanding_units" bigint NOT NULL,
	"holder_count" integer NOT NULL,
	"state" text NOT NULL,
	"outcome" text,
	"winning_option" text,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposals_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "proposals_state_check" CHECK ("proposals"."state" in ('scheduled', 'closed', 'cancelled')),
	CONSTRAINT "proposals_kind_check" CHECK ("proposals"."kind" in ('resolution', 'choice')),
	CONSTRAINT "proposals_outcome_check" CHECK ("proposals"."outcome" is null or "proposals"."outcome" in ('decided', 'tied', 'no_quorum')),
	CONSTRAINT "proposals_dates_check" CHECK ("proposals"."record_date" <= "proposals"."opens_at" and "proposals"."opens_at" < "proposals"."closes_at"),
	CONSTRAINT "proposals_quorum_check" CHECK ("proposals"."quorum_bps" between 0 and 10000),
	CONSTRAINT "proposals_holders_check" CHECK ("proposals"."outstanding_units" > 0 and "proposals"."holder_count" > 0),
	CONSTRAINT "proposals_result_check" CHECK (("proposals"."state" = 'closed') = ("proposals"."outcome" is not null and "proposals"."closed_at" is not null)
          and ("proposals"."winning_option" is null or "proposals"."outcome" = 'decided')
          and ("proposals"."state" = 'cancelled') = ("proposals"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_holder_fk" FOREIGN KEY ("proposal_id","user_id","weight_units") REFERENCES "public"."proposal_holders"("proposal_id","user_id","weight_units") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_proposal_fk" FOREIGN KEY ("tenant_id","proposal_id") REFERENCES "public"."proposals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_holders" ADD CONSTRAINT "proposal_holders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_holders" ADD CONSTRAINT "proposal_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_holders" ADD CONSTRAINT "proposal_holders_proposal_fk" FOREIGN KEY ("tenant_id","proposal_id") REFERENCES "public"."proposals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_holders_user_idx" ON "proposal_holders" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "proposals_tenant_created_idx" ON "proposals" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_due_idx" ON "proposals" USING btree ("closes_at") WHERE "proposals"."state" = 'scheduled';