CREATE TABLE "device_registrations" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"device_name" text NOT NULL,
	"core" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	"error_at" timestamp with time zone,
	CONSTRAINT "device_registrations_cloud_id_domain_device_name_pk" PRIMARY KEY("cloud_id","domain","device_name")
);
--> statement-breakpoint
CREATE TABLE "provisioning_refusals" (
	"cloud_id" text NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"refusals" integer NOT NULL,
	CONSTRAINT "provisioning_refusals_cloud_id_day_reason_pk" PRIMARY KEY("cloud_id","day","reason")
);
--> statement-breakpoint
CREATE TABLE "registration_reads" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"read_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "registration_reads_cloud_id_domain_pk" PRIMARY KEY("cloud_id","domain")
);
--> statement-breakpoint
-- The anonymous share was counted under negated connection ids; it has a share of its own now. The
-- rows only count the current minute, so dropping them forgets a minute of anonymous counts at most.
DELETE FROM "platform_request_budget" WHERE "connection_id" < 0;--> statement-breakpoint
ALTER TABLE "platform_request_budget" ADD COLUMN "share" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_request_budget" DROP CONSTRAINT "platform_request_budget_connection_id_minute_pk";--> statement-breakpoint
ALTER TABLE "platform_request_budget" ADD CONSTRAINT "platform_request_budget_connection_id_share_minute_pk" PRIMARY KEY("connection_id","share","minute");--> statement-breakpoint
ALTER TABLE "device_registrations" ADD CONSTRAINT "device_registrations_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "provisioning_refusals" ADD CONSTRAINT "provisioning_refusals_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "registration_reads" ADD CONSTRAINT "registration_reads_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "provisioning_refusals_day_idx" ON "provisioning_refusals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "app_devices_created_idx" ON "app_devices" USING btree ("cloud_id","created_at");