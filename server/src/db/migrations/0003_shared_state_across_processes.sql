CREATE TABLE "platform_backoff" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"backoff_ms" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_request_budget" (
	"connection_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "platform_request_budget_connection_id_minute_pk" PRIMARY KEY("connection_id","minute")
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_window_idx" ON "throttle_counters" USING btree ("window_started_at");