CREATE TABLE "analytics_event_counts" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_event_counts_tenant_id_day_event_pk" PRIMARY KEY("tenant_id","day","event")
);
