-- A send of QR e-mails answers once it is stored; its mails are queued afterwards in pieces, and each
-- run remembers how far that got (fanned_out_to, the last delivery whose mail is queued) and when it
-- was done (fanned_out_at), so that a restart halfway resumes after the last piece stored.
ALTER TABLE "qr_mail_runs" ADD COLUMN "fanned_out_to" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_mail_runs" ADD COLUMN "fanned_out_at" timestamp with time zone;--> statement-breakpoint
-- Sends made before queued every mail within the call: they are done.
UPDATE "qr_mail_runs" SET "fanned_out_at" = "created_at",
  "fanned_out_to" = COALESCE((SELECT max("id") FROM "qr_mail_deliveries" WHERE "run_id" = "qr_mail_runs"."id"), 0);
