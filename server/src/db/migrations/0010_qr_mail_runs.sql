CREATE TABLE "qr_mail_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"subscriber_login" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"problem_detail" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_mail_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"cc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_mail_deliveries" ADD CONSTRAINT "qr_mail_deliveries_run_id_qr_mail_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."qr_mail_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_mail_runs" ADD CONSTRAINT "qr_mail_runs_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "qr_mail_deliveries_run_idx" ON "qr_mail_deliveries" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "qr_mail_deliveries_user_idx" ON "qr_mail_deliveries" USING btree ("cloud_id","domain","extension");--> statement-breakpoint
CREATE INDEX "qr_mail_runs_domain_idx" ON "qr_mail_runs" USING btree ("cloud_id","domain","created_at");