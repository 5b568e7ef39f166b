CREATE TABLE "idempotency_requests" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_requests_pkey" PRIMARY KEY("tenant_id","user_id","key"),
	CONSTRAINT "idempotency_requests_key_check" CHECK (length("idempotency_requests"."key") between 1 and 128),
	CONSTRAINT "idempotency_requests_response_check" CHECK (("idempotency_requests"."response_status" is null) = ("idempotency_requests"."response_body" is null))
);
