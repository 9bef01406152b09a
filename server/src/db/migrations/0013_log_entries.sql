CREATE TABLE "log_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"cloud_id" text,
	"action_user" text,
	"labels" jsonb NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "log_entries_logged_at_idx" ON "log_entries" USING btree ("logged_at" desc);--> statement-breakpoint
CREATE INDEX "log_entries_cloud_logged_at_idx" ON "log_entries" USING btree ("cloud_id","logged_at" desc);