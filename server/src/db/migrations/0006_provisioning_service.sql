CREATE TABLE "app_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"subscriber_login" text NOT NULL,
	"device_name" text NOT NULL,
	"install_id" text,
	"platform" text NOT NULL,
	"app_version" text,
	"cloud_password_hash" text NOT NULL,
	"sip_password_sealed" text NOT NULL,
	"served_tenant_version" integer DEFAULT 0 NOT NULL,
	"served_domain_version" integer DEFAULT 0 NOT NULL,
	"last_provisioned_at" timestamp with time zone,
	"reprovision_requested_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"login_user" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provisioning_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"subscriber_login" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cc" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cloud_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "config_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_devices" ADD CONSTRAINT "app_devices_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "provisioning_logins" ADD CONSTRAINT "provisioning_logins_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "provisioning_tokens" ADD CONSTRAINT "provisioning_tokens_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_cloud_password_idx" ON "app_devices" USING btree ("cloud_password_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_live_device_idx" ON "app_devices" USING btree ("cloud_id","domain","device_name") WHERE "app_devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "app_devices_user_idx" ON "app_devices" USING btree ("cloud_id","domain","extension");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_logins_login_idx" ON "provisioning_logins" USING btree ("cloud_id","login_user");--> statement-breakpoint
CREATE INDEX "provisioning_logins_blocked_idx" ON "provisioning_logins" USING btree ("cloud_id","blocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_tokens_hash_idx" ON "provisioning_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "provisioning_tokens_user_idx" ON "provisioning_tokens" USING btree ("cloud_id","domain","extension");--> statement-breakpoint
CREATE INDEX "mail_outbox_cloud_reference_idx" ON "mail_outbox" USING btree ("cloud_id","reference");