CREATE TABLE "device_work_pieces" (
	"run_id" integer NOT NULL,
	"piece" integer NOT NULL,
	"domain" text NOT NULL,
	"devices" jsonb NOT NULL,
	"outcome" text,
	"counted_at" timestamp with time zone,
	CONSTRAINT "device_work_pieces_run_id_piece_pk" PRIMARY KEY("run_id","piece"),
	CONSTRAINT "device_work_pieces_outcome" CHECK ("device_work_pieces"."outcome" in ('done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "device_work_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text,
	"extension" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'listing' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "device_work_runs_kind" CHECK ("device_work_runs"."kind" in ('reprovision', 'device-sync')),
	CONSTRAINT "device_work_runs_state" CHECK ("device_work_runs"."state" in ('listing', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "device_work_pieces" ADD CONSTRAINT "device_work_pieces_run_id_device_work_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."device_work_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_work_runs" ADD CONSTRAINT "device_work_runs_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "device_work_runs_domain_idx" ON "device_work_runs" USING btree ("cloud_id","domain","created_at");