-- System Logs' kinds (audit, error, warning, request, job, info) and its text filter over the whole
-- entry: a trigram index of the entry's text, and the newest entries that are not requests' lines.
ALTER TABLE "log_entries" ADD COLUMN "kind" text DEFAULT 'info' NOT NULL;--> statement-breakpoint
-- The entries already kept get the kind their level, message and fields tell (log-entry.ts's kindOf).
UPDATE "log_entries" SET "kind" = CASE
  WHEN "level" = 'audit' THEN 'audit'
  WHEN "level" IN ('error', 'panic') THEN 'error'
  WHEN "level" = 'warn' THEN 'warning'
  WHEN "message" IN ('request completed', 'incoming request') AND ("fields" ? 'url' OR "fields" ? 'statusCode') THEN 'request'
  WHEN "fields" ? 'job' THEN 'job'
  ELSE 'info' END;--> statement-breakpoint
CREATE INDEX "log_entries_not_request_logged_at_idx" ON "log_entries" USING btree ("logged_at" desc) WHERE "log_entries"."kind" <> 'request';--> statement-breakpoint
CREATE INDEX "log_entries_text_trgm_idx" ON "log_entries" USING gin (("level" || ' ' || "message" || ' ' || coalesce("action_user", '') || ' ' || "fields"::text) gin_trgm_ops);
