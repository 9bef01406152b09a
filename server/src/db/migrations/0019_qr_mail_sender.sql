-- QR e-mails leave from their delivery rows (qr-mail-sender.ts) rather than from a job per mail: a
-- sender takes the next due ones (priority, then next_attempt_at) and holds them until claimed_until.
-- Mails still queued or retrying when this runs are taken by the senders, whatever jobs stood for
-- them (those now find nothing to do); the sends' fan-out cursor is no longer needed.
ALTER TABLE "qr_mail_deliveries" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_mail_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_mail_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "qr_mail_deliveries_due_idx" ON "qr_mail_deliveries" USING btree ("priority" DESC NULLS LAST,"next_attempt_at","id") WHERE "qr_mail_deliveries"."status" in ('queued', 'retrying');--> statement-breakpoint
ALTER TABLE "qr_mail_runs" DROP COLUMN "fanned_out_to";--> statement-breakpoint
ALTER TABLE "qr_mail_runs" DROP COLUMN "fanned_out_at";